import Foundation
import ResponderCore
import ResponderImport
import ResponderModel
import ResponderRender
import ResponderService

// responder-bench: what one event costs, in the core alone and through each layer of a request.
//
//   responder-bench core       cost per event for generated hierarchies of 10, 1,000 and 100,000 views
//   responder-bench pipeline   per-request cost of decoding, mapping, evaluation and encoding
//   responder-bench audit      what auditing a whole app costs (POST /v1/audit), for grids of 100 to 10,000 views
//   responder-bench import     what importing a debugger dump costs (POST /v1/import), for 100 to 10,000 lines
//   responder-bench loop STAGE [EXAMPLE]   one stage (decode, map, core, encode, all, layout, svg, draw) in a loop,
//                                          for a profiler
//
// Build with `swift build -c release --product responder-bench`; figures are medians of repeated runs.

/// Median nanoseconds of `body` over `runs` timed runs (after one warm-up).
func median(runs: Int, _ body: () -> Void) -> Double {
    body()
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func format(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1e6 { return String(format: "%.2f ms", nanoseconds / 1e6) }
    return String(format: "%.1f µs", nanoseconds / 1e3)
}

/// A window whose root view holds `rows` rows of `columns` buttons each, all wired to the controller.
func gridRequestJSON(views: Int, event: String) -> String {
    let columns = max(1, min(10, views))
    let rows = max(1, views / columns)
    var rowsJSON: [String] = []
    rowsJSON.reserveCapacity(rows)
    let rowHeight = 800.0 / Double(rows)
    for row in 0..<rows {
        var cells: [String] = []
        for column in 0..<columns {
            cells.append(
                #"{"id":"b\#(row)_\#(column)","class":"UIButton","frame":{"x":\#(column * 39),"y":0,"width":39,"height":\#(rowHeight)},"targets":[{"target":"grid","action":"tap:"}]}"#
            )
        }
        rowsJSON.append(
            #"{"id":"r\#(row)","frame":{"x":0,"y":\#(Double(row) * rowHeight),"width":390,"height":\#(rowHeight)},"subviews":[\#(cells.joined(separator: ","))]}"#
        )
    }
    return
        #"{"app":{"scenes":[{"windows":[{"rootViewController":{"id":"grid","actions":{"tap:":true},"view":{"id":"gridView","subviews":[\#(rowsJSON.joined(separator: ","))]}}}]}]},"event":\#(event)}"#
}

/// The same grid built with the core's Swift API.
func gridApp(views: Int) -> (App, Int) {
    var app = App()
    let scene = app.add(
        Responder(
            id: "scene", className: "UIWindowScene",
            uikitClass: ClassCatalogue.builtIn(named: "UIWindowScene")!, kind: .windowScene))
    let window = app.addWindow(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: scene)
    let root = app.addView(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: window)
    let columns = max(1, min(10, views))
    let rows = max(1, views / columns)
    let rowHeight = 800.0 / Double(rows)
    var last = root
    for row in 0..<rows {
        let rowView = app.addView(
            id: "r\(row)", frame: Rect(x: 0, y: Double(row) * rowHeight, width: 390, height: rowHeight), to: root)
        for column in 0..<columns {
            last = app.addView(
                id: "b\(row)_\(column)", className: "UIButton",
                frame: Rect(x: Double(column * 39), y: 0, width: 39, height: rowHeight), to: rowView)
        }
    }
    app.finalizeLayout(synthesizeWrappers: true)
    return (app, last)
}

/// A single chain of `depth` nested views (each the only subview of the previous).
func deepApp(depth: Int) -> App {
    var app = App()
    let scene = app.add(
        Responder(
            id: "scene", className: "UIWindowScene",
            uikitClass: ClassCatalogue.builtIn(named: "UIWindowScene")!, kind: .windowScene))
    var parent = app.addWindow(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: scene)
    for level in 0..<depth {
        parent = app.addView(id: "v\(level)", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: parent)
    }
    app.finalizeLayout(synthesizeWrappers: true)
    return app
}

/// One table row: the touch with and without the unreachable-view scan, a nil-targeted action, a chain walk.
func coreRow(_ app: App, views: Int, shape: String, touchAt point: Point, runs: Int) {
    let touch = Event.touch(TouchEvent(touches: [.init(point: point)]))
    let full = median(runs: runs) {
        var dispatcher = Dispatcher(app: app)
        _ = dispatcher.dispatch(touch)
    }
    let lean = median(runs: runs) {
        var dispatcher = Dispatcher(app: app, settings: DispatchSettings(diagnoseUnreachable: false))
        _ = dispatcher.dispatch(touch)
    }
    let action = median(runs: runs) {
        var dispatcher = Dispatcher(app: app)
        _ = dispatcher.dispatch(.action(ActionEvent(action: Selector("tap:"))))
    }
    let chain = median(runs: runs) { _ = app.chain(from: app.count - 1, profile: .runtime) }
    print("| \(views) | \(shape) | \(format(full)) | \(format(lean)) | \(format(action)) | \(format(chain)) |")
}

func benchCore() {
    print(
        "| views | shape | touch: hit-test + delivery | touch, no unreachable scan | nil-targeted action | chain walk |"
    )
    print("| ---: | --- | ---: | ---: | ---: | ---: |")
    // The grid's worst point for hit-testing: the first row, which is asked last.
    for views in [10, 1_000, 100_000] {
        coreRow(
            gridApp(views: views).0, views: views, shape: "grid", touchAt: Point(x: 5, y: 1),
            runs: views >= 100_000 ? 21 : 201)
    }
    for depth in [10, 1_000, 100_000] {
        coreRow(
            deepApp(depth: depth), views: depth, shape: "chain", touchAt: Point(x: 5, y: 5),
            runs: depth >= 100_000 ? 11 : 101)
    }
}

func benchPipeline() {
    var inputs: [(String, [UInt8], Int)] = []
    for name in ["delete-button", "nil-target-no-first-responder"] {
        inputs.append((name, Example.named(name)!.body, 501))
    }
    for views in [1_000, 10_000, 100_000] {
        let json = gridRequestJSON(views: views, event: #"{"type":"touch","point":{"x":5,"y":1}}"#)
        inputs.append(("grid of \(views) views", Array(json.utf8), views >= 100_000 ? 7 : (views >= 10_000 ? 21 : 101)))
    }
    var limits = Limits()
    limits.maxNodes = 1_000_000
    print("| input | bytes | decode | map + validate | evaluate (core) | encode | total | core share | per view |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for (name, body, runs) in inputs {
        let decode = median(runs: runs) {
            _ = try? WireFormat.decode(DispatchRequest.self, from: body, limits: limits)
        }
        let request = try! WireFormat.decode(DispatchRequest.self, from: body, limits: limits)
        let map = median(runs: runs) { _ = try? RequestMapping.prepare(request, limits: limits) }
        let (app, events, settings) = try! RequestMapping.prepare(request, limits: limits)
        var results: [EventResult] = []
        let evaluate = median(runs: runs) {
            var dispatcher = Dispatcher(app: app, settings: settings)
            results = dispatcher.dispatch(events)
        }
        var dispatcher = Dispatcher(app: app, settings: settings)
        results = dispatcher.dispatch(events)
        let encode = median(runs: runs) {
            _ = WireFormat.encode(
                RequestMapping.response(to: request, settings: settings, results: results, app: dispatcher.app))
        }
        let total = decode + map + evaluate + encode
        let views = max(1, app.count)
        print(
            "| \(name) | \(body.count) | \(format(decode)) | \(format(map)) | \(format(evaluate)) | \(format(encode)) | "
                + "\(format(total)) | \(String(format: "%.1f%%", evaluate / total * 100)) | "
                + "\(String(format: "%.0f ns", total / Double(views))) |")
    }
}

/// The two ways to write an answer, alternating (a noise-robust ratio): Foundation's JSONEncoder through the answer
/// types' Encodable conformance, and AnswerWriter (the answer types' field lists, what the service uses). Both write
/// the same bytes, compact and indented.
func benchEncoders() {
    print("| answer | bytes | Foundation JSONEncoder | AnswerWriter | speed-up | indented: Foundation | AnswerWriter |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    let foundation = JSONEncoder()
    foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let pretty = JSONEncoder()
    pretty.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    for name in ["delete-button", "nil-target-no-first-responder", "badge-swallows-touches"] {
        let answer = try! ResponderService.dispatch(body: Example.named(name)!.body)
        let size = AnswerWriter.bytes(of: answer).count
        var times: [[Double]] = [[], [], [], []]
        for _ in 0..<7 {
            times[0].append(median(runs: 51) { _ = try! foundation.encode(answer) })
            times[1].append(median(runs: 51) { _ = AnswerWriter.bytes(of: answer) })
            times[2].append(median(runs: 51) { _ = try! pretty.encode(answer) })
            times[3].append(median(runs: 51) { _ = AnswerWriter.bytes(of: answer, indented: true) })
        }
        let medians = times.map { $0.sorted()[3] }
        print(
            "| \(name) | \(size) | \(format(medians[0])) | \(format(medians[1])) | "
                + "\(String(format: "%.1f×", medians[0] / medians[1])) | \(format(medians[2])) | \(format(medians[3])) |"
        )
    }
}

/// Runs one stage of one example's request repeatedly, for a profiler (`perf record -g -- responder-bench loop ...`).
/// Stages: decode, map, core, encode, all (ResponderService.answer, the front end the service runs), layout (the same
/// with include=layout), svg (the diagram, as format=svg) and draw (the diagram's drawing alone); the input is an
/// example's name or a request file.
func loopStage(_ stage: String, _ name: String) {
    let body: [UInt8]
    if let example = Example.named(name) {
        body = example.body
    } else if let data = FileManager.default.contents(atPath: name) {
        body = Array(data)
    } else {
        print("no example or file named '\(name)'")
        exit(64)
    }
    let request = try! WireFormat.decode(DispatchRequest.self, from: body, limits: Limits())
    let (app, events, settings) = try! RequestMapping.prepare(request, limits: Limits())
    var dispatcher = Dispatcher(app: app, settings: settings)
    let results = dispatcher.dispatch(events)
    let response = RequestMapping.response(to: request, settings: settings, results: results, app: dispatcher.app)
    let work: () -> Void
    switch stage {
    case "decode": work = { _ = try? WireFormat.decode(DispatchRequest.self, from: body, limits: Limits()) }
    case "map": work = { _ = try? RequestMapping.prepare(request, limits: Limits()) }
    case "core":
        work = {
            var dispatcher = Dispatcher(app: app, settings: settings)
            _ = dispatcher.dispatch(events)
        }
    case "encode": work = { _ = WireFormat.encode(response) }
    case "all": work = { _ = ResponderService.answer(.dispatch, body: body, query: AnswerQuery([:]), limits: Limits()) }
    case "nofixes":
        let query = AnswerQuery(["fixes": "none"])
        work = { _ = ResponderService.answer(.dispatch, body: body, query: query, limits: Limits()) }
    case "layout":
        let query = AnswerQuery(["include": "layout"])
        work = { _ = ResponderService.answer(.dispatch, body: body, query: query, limits: Limits()) }
    case "svg":
        let query = AnswerQuery(["format": "svg"])
        work = { _ = ResponderService.answer(.dispatch, body: body, query: query, limits: Limits()) }
    case "draw":
        let scene = try! ResponderService.diagramScene(dispatchBody: body, limits: Limits(), event: nil)
        work = { _ = Diagram.svgBytes(scene) }
    default:
        print("unknown stage '\(stage)': decode, map, core, encode, all, nofixes, layout, svg or draw")
        exit(64)
    }
    // RESPONDER_BENCH_RUNS sets the number of runs (a few under valgrind, whose instruction counts are repeatable).
    let runs =
        ProcessInfo.processInfo.environment["RESPONDER_BENCH_RUNS"].flatMap(Int.init)
        ?? (body.count > 100_000 ? 201 : 20_001)
    let time = median(runs: runs, work)
    print("\(name), \(stage): \(format(time)) per run")
}

/// Auditing grids of buttons (every button a 39-point-wide interactive view, so every one is sampled): the core's
/// audit alone, and the whole answer as the service writes it (decoding, mapping, the audit and the JSON, with
/// witness=event, so that the answer does not hold the app).
/// A `recursiveDescription` dump of `lines` lines as UIKit prints it: a window, screens of rows, a button and a
/// label in each row (every field the importer reads appears somewhere).
func dumpText(lines: Int) -> String {
    var text =
        "<UIWindow: 0x7f0000000000; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000000001>; "
        + "layer = <UIWindowLayer: 0x600000000002>>\n"
    var line = 1
    var row = 0
    while line < lines {
        let address = 0x7f1000000000 + row * 0x100
        text +=
            "   | <UIView: 0x\(String(address, radix: 16)); frame = (0 \(row * 44); 390 44); autoresize = W+H; "
            + "layer = <CALayer: 0x6000\(row)>>\n"
        text +=
            "   |    | <UIButton: 0x\(String(address + 0x10, radix: 16)); frame = (300 0; 80 44); opaque = NO; "
            + "gestureRecognizers = <NSArray: 0x6001\(row)>; layer = <CALayer: 0x6002\(row)>>\n"
        text +=
            "   |    |    | <UIButtonLabel: 0x\(String(address + 0x20, radix: 16)); frame = (20 12; 40 20); "
            + "text = 'Delete'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6003\(row)>>\n"
        text +=
            "   |    | <UILabel: 0x\(String(address + 0x30, radix: 16)); frame = (16 12; 200 20); "
            + "transform = [1, 0, 0, 1, 0, 0]; text = 'Row \(row)'; opaque = NO; userInteractionEnabled = NO; "
            + "layer = <_UILabelLayer: 0x6004\(row)>>\n"
        line += 4
        row += 1
    }
    return text
}

/// Importing dumps of 100, 1,000 and 10,000 lines: reading the lines alone, reading them and building the app
/// (the import itself), and the whole answer as the service writes it (decoding the body, the import, the JSON of
/// the app, the account of every line and what to fill in).
/// Stops the benchmark, saying why, when a request it times is not answered 200 (it would time a refusal).
func expectAnswered(
    _ endpoint: Endpoint, body: [UInt8], query: AnswerQuery, limits: Limits, _ what: @autoclosure () -> String
) {
    let answer = ResponderService.answer(endpoint, body: body, query: query, limits: limits)
    guard answer.status == 200 else {
        fatalError("\(what()) was answered \(answer.status): \(String(decoding: answer.bytes, as: UTF8.self))")
    }
}

func benchImport() {
    print("| dump | lines | read | read and build the app | whole answer | whole, per line |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for lines in [100, 1_000, 10_000] {
        let text = dumpText(lines: lines)
        let body = ResponderService.importBody(["recursiveDescription": text])
        let count = text.split(separator: "\n").count
        let runs = lines >= 10_000 ? 11 : 101
        let read = median(runs: runs) { _ = try? DumpReader.views(text) }
        let built = median(runs: runs) {
            _ = try? Importer().app(recursiveDescription: try? DumpReader.views(text), printHierarchy: nil)
        }
        // The 10,000-line dump's body is over the default 1 MiB, and its answer over the default 4 MiB.
        var limits = Limits()
        limits.maxBodyBytes = 16 << 20
        limits.liftBudgets()
        expectAnswered(
            .importDumps, body: body, query: AnswerQuery([:]), limits: limits, "the import of \(lines) lines")
        let whole = median(runs: runs) {
            _ = ResponderService.answer(.importDumps, body: body, query: AnswerQuery([:]), limits: limits)
        }
        print(
            "| recursiveDescription of \(count) lines | \(count) | \(format(read)) | \(format(built)) | "
                + "\(format(whole)) | \(format(whole / Double(count))) |")
    }
}

func benchAudit() {
    print("| app | interactive views | findings | points hit-tested | audit (core) | whole answer | per view |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    var limits = Limits()
    limits.maxNodes = 100_000
    limits.maxBodyBytes = 16 << 20
    limits.liftBudgets()
    for views in [100, 1_000, 10_000] {
        let json = gridRequestJSON(views: views, event: #"{"type":"motion"}"#)
        let body = ResponderService.auditBody(fromRequest: Array(json.utf8))
        let request = try! WireFormat.decode(DispatchRequest.self, from: Array(json.utf8), limits: limits)
        let (app, _, settings) = try! RequestMapping.prepare(request, limits: limits)
        let auditor = Auditor(app: app, settings: settings)
        let runs = views >= 10_000 ? 5 : (views >= 1_000 ? 21 : 101)
        var report = auditor.audit()
        let core = median(runs: runs) { report = auditor.audit() }
        let query = AnswerQuery(["witness": "event"])
        expectAnswered(.audit, body: body, query: query, limits: limits, "the audit of \(views) buttons")
        let whole = median(runs: runs) { _ = ResponderService.answer(.audit, body: body, query: query, limits: limits) }
        print(
            "| grid of \(views) buttons | \(report.viewsSampled) | \(report.findings.count) | \(report.pointsHitTested) | "
                + "\(format(core)) | \(format(whole)) | \(String(format: "%.1f µs", whole / Double(views) / 1e3)) |")
    }
}

let mode = CommandLine.arguments.dropFirst().first ?? "all"
switch mode {
case "core": benchCore()
case "pipeline": benchPipeline()
case "encoders": benchEncoders()
case "audit": benchAudit()
case "import": benchImport()
case "loop":
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    loopStage(arguments.first ?? "core", arguments.dropFirst().first ?? "nil-target-no-first-responder")
default:
    benchCore()
    print("")
    benchPipeline()
}
