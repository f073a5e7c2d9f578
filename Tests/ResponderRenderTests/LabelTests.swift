import ResponderCore
import ResponderModel
import Testing

@testable import ResponderRender

/// Readable labels: one size for every text of the diagram, long names wrapped (never cut) to fit their view, their
/// rung or the legend, and no two labels on top of each other.
@Suite struct LabelTests {
    struct WrapCase: Sendable, CustomTestStringConvertible {
        var text: String
        var width: Double
        var lines: [String]
        var testDescription: String { "\(text) in \(Int(width)) points" }
    }

    static let wrapCases: [WrapCase] = [
        WrapCase(text: "UIButton 'deleteButton'", width: 400, lines: ["UIButton 'deleteButton'"]),
        WrapCase(text: "UIButton 'deleteButton'", width: 120, lines: ["UIButton", "'deleteButton'"]),
        // At a capital after a lower-case letter, then after a dot.
        WrapCase(
            text: "UITableViewCellContentView 'cell.contentView'", width: 200,
            lines: ["UITableViewCellContent", "View 'cell.contentView'"]),
        WrapCase(text: "'cell.contentView'", width: 60, lines: ["'cell.", "content", "View'"]),
        // Anywhere, when a word has no place that breaks well.
        WrapCase(text: "aaaaaaaaaaaaaaaaaaaa", width: 60, lines: ["aaaaaa", "aaaaaa", "aaaaaa", "aa"]),
    ]

    @Test(arguments: wrapCases)
    func namesWrapWhereTheyBreakWell(_ wrap: WrapCase) {
        #expect(LabelText.lines(wrap.text, width: wrap.width) == wrap.lines)
    }

    @Test(arguments: Example.all.map(\.name))
    func aWrappedNameKeepsEveryCharacterAndFitsItsWidth(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        for index in document.scene.app.responders.indices {
            let text = document.scene.app.displayName(of: index)
            for width in [40.0, 90, Ladder.labelWidth] {
                let lines = LabelText.lines(text, width: width)
                #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
                for line in lines where line.count > 1 { #expect(LabelText.width(of: line) <= width, "\(line)") }
            }
        }
    }

    /// Every label's lines and the box they take, by the diagram's own measure.
    static func labelBoxes(_ document: DiagramDocument) -> [(index: Int, lines: [String], box: Rect)] {
        var boxes: [(index: Int, lines: [String], box: Rect)] = []
        for (index, element) in document.elements.enumerated() where element.name == "text" {
            var lines = document.children(of: index).filter { $0.name == "tspan" }.map(\.text)
            if lines.isEmpty { lines = [element.text] }
            let width = lines.map { LabelText.width(of: $0, bold: element.classes.first == "step-number") }.max() ?? 0
            let x = element.number("x") ?? 0
            let top = (element.number("y") ?? 0) - LabelText.ascent
            let left = element.attributes["text-anchor"] == "middle" ? x - width / 2 : x
            boxes.append(
                (index, lines, Rect(x: left, y: top, width: width, height: Double(lines.count) * LabelText.lineHeight)))
        }
        return boxes
    }

    @Test(arguments: Example.all.map(\.name))
    func labelsAreWholeAndFitWhereTheyAreDrawn(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        #expect(!document.svg.contains("…"), "\(name): a label is cut")
        let outlines = Dictionary(uniqueKeysWithValues: document.outlines.map { ($0.id, $0.points) })
        for (index, lines, box) in Self.labelBoxes(document) {
            let element = document.elements[index]
            #expect(lines.allSatisfy { !$0.isEmpty })
            if element.classes.contains("outside") {
                // A subject's label placed outside its view follows the leader that joins it to its view.
                #expect(index > 0 && document.elements[index - 1].classes.first == "label-leader", "\(name)")
            } else if let id = element.attributes["data-id"], let outline = outlines[id] {
                // A screen label lies inside its view's outline (in screen coordinates: labels of views are drawn
                // in their window's group).
                var offset = Point.zero
                var node = element.parent
                while let current = node {
                    if document.elements[current].classes.first == "window",
                        let transform = document.elements[current].attributes["transform"]
                    {
                        let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ")
                        offset = Point(x: Double(numbers[0]) ?? 0, y: Double(numbers[1]) ?? 0)
                    }
                    node = document.elements[current].parent
                }
                let xs = outline.map(\.x)
                let ys = outline.map(\.y)
                let screen = Rect(
                    x: box.minX + offset.x, y: box.minY + offset.y, width: box.size.width, height: box.size.height)
                #expect(
                    screen.minX >= xs.min()! - 0.01 && screen.maxX <= xs.max()! + 0.01
                        && screen.minY >= ys.min()! - 0.01
                        && screen.maxY <= ys.max()! + 0.01, "\(name): \(id)'s label leaves its view")
            }
            // A rung's label lies inside its rung.
            if document.isInside(index, classed: "rung"), element.classes.first == "label" {
                let rung = try #require(element.parent)
                let frame = try LadderTests.box(of: rung, in: document)
                #expect(
                    box.minX >= frame.minX && box.maxX <= frame.maxX && box.minY >= frame.minY && box.maxY <= frame.maxY
                )
            }
        }
    }

    @Test(arguments: Example.all.map(\.name))
    func noTwoLabelsOnTheScreenOverprint(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        var placed: [(String, Rect)] = []
        for (index, lines, box) in Self.labelBoxes(document) where document.isInside(index, classed: "labels") {
            var offset = Point.zero
            var node = document.elements[index].parent
            while let current = node {
                if let transform = document.elements[current].attributes["transform"] {
                    let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ")
                    offset = Point(x: Double(numbers[0]) ?? 0, y: Double(numbers[1]) ?? 0)
                }
                node = document.elements[current].parent
            }
            let screen = Rect(
                x: box.minX + offset.x, y: box.minY + offset.y, width: box.size.width, height: box.size.height)
            for (other, rect) in placed {
                let overlap =
                    min(rect.maxX, screen.maxX) - max(rect.minX, screen.minX) > 1
                    && min(rect.maxY, screen.maxY) - max(rect.minY, screen.minY) > 1
                #expect(!overlap, "\(name): '\(lines.joined(separator: " "))' overprints '\(other)'")
            }
            placed.append((lines.joined(separator: " "), screen))
        }
    }

    /// A finger is opaque and drawn over everything: no label goes where it would hide the label's words.
    @Test(arguments: Example.all.map(\.name))
    func noLabelIsUnderAFinger(_ name: String) throws {
        let document = try DiagramDocument(example: name)
        let renderer = Renderer(scene: document.scene, limit: .max, ids: Diagram.defaultIDs)
        for finger in renderer.fingerBoxes {
            for (responder, placement) in renderer.labels {
                let label = placement.frame
                let overlap =
                    min(label.maxX, finger.maxX) > max(label.minX, finger.minX)
                    && min(label.maxY, finger.maxY) > max(label.minY, finger.minY)
                #expect(!overlap, "\(name): '\(placement.lines.joined(separator: " "))' of \(responder) under a finger")
            }
        }
    }

    @Test func aLabelBesideAFingerIsNotCutInsideAWord() {
        #expect(LabelText.breaksWell(["UITabBarButton", "of 'profile'"], of: "UITabBarButton of 'profile'"))
        #expect(LabelText.breaksWell(["compose", "Button"], of: "composeButton"))
        #expect(!LabelText.breaksWell(["'profil", "e'"], of: "'profile'"))
        #expect(!LabelText.breaksWell(["compos", "e", "Button"], of: "composeButton"))
    }

    @Test func everyTextIsDrawnAtTheOneLabelSize() {
        #expect(LabelText.fontSize >= 14)
        #expect(Diagram.css.contains("font-size: \(Int(LabelText.fontSize))px;"))
        // No rule sets a smaller size for some text.
        #expect(Diagram.css.matches(of: /font-size/).count == 1)
    }

    /// The Delete button's chain, with no finger on the button (a tap's finger takes the button's middle, see
    /// ``noLabelIsUnderAFinger(_:)``).
    @Test func aNameTooLongForItsViewFallsBackToItsIdOrIsLeftToTheTooltip() throws {
        let document = try DiagramDocument(example: "delete-button-chain")
        let label = try #require(
            document.elements.first {
                $0.classes.first == "label" && $0.attributes["data-id"] == "deleteButton"
            })
        let lines = document.elements.indices.filter {
            document.elements[$0].name == "tspan"
                && document.elements[$0].parent
                    == document.elements.firstIndex {
                        $0.attributes["data-id"] == "deleteButton" && $0.classes.first == "label"
                    }
        }.map { document.elements[$0].text }
        #expect((lines.isEmpty ? [label.text] : lines).joined() == "deleteButton")
    }
}

/// The label planner with boxes no screen has: far away, vast, or not finite. Each once trapped or never ended.
@Suite struct LabelPlanRangeTests {
    struct FarCase: Sendable, CustomTestStringConvertible {
        var box: Rect
        var testDescription: String { "a box at (\(box.minX), \(box.minY)), \(box.size.width) × \(box.size.height)" }
    }

    static let farCases: [FarCase] = [
        // A frame at x = -1e22: the grid's column once became an Int past Int.min (SIGILL).
        FarCase(box: Rect(x: -1e22, y: 0, width: 1e22, height: 100)),
        FarCase(box: Rect(x: 0, y: 1e300, width: 400, height: 1e300)),
        // Past 1e17 points `y + 16` is `y`: the walk down the box never moved.
        FarCase(box: Rect(x: 0, y: 1e18, width: 400, height: 1e18)),
        // A billion points tall, every line collides with the label above: at most maxLinesTried lines are tried.
        FarCase(box: Rect(x: 0, y: 0, width: 400, height: 1e9)),
        FarCase(box: Rect(x: -.infinity, y: 0, width: .infinity, height: 100)),
        FarCase(box: Rect(x: 0, y: 0, width: .nan, height: .nan)),
    ]

    @Test(arguments: farCases)
    func labelsInBoxesNoScreenHasArePlacedOrLeftOutWithoutATrap(_ far: FarCase) {
        let corner = Point(x: far.box.minX, y: far.box.minY)
        let requests = (0..<3).map {
            LabelPlan.Request(responder: $0, box: far.box, corner: corner, texts: ["UIView 'far\($0)'"], z: $0)
        }
        let plan = LabelPlan(requests: requests)
        for placement in plan.placements.values {
            #expect(placement.origin.y >= far.box.minY)
        }
    }

    struct Conversion: Sendable, CustomTestStringConvertible {
        var value: Double
        var rule: FloatingPointRoundingRule
        var expected: Int
        var testDescription: String { "\(value) rounded \(rule)" }
    }

    static let conversions: [Conversion] = [
        Conversion(value: 12.5, rule: .toNearestOrAwayFromZero, expected: 13),
        Conversion(value: -12.5, rule: .down, expected: -13),
        Conversion(value: 0x1p63, rule: .down, expected: .max),
        Conversion(value: 9.2e18, rule: .down, expected: 9_200_000_000_000_000_000),
        Conversion(value: -0x1p63, rule: .down, expected: .min),
        Conversion(value: -1e22, rule: .down, expected: .min),
        Conversion(value: .greatestFiniteMagnitude, rule: .up, expected: .max),
        Conversion(value: .infinity, rule: .down, expected: .max),
        Conversion(value: -.infinity, rule: .up, expected: .min),
        Conversion(value: .nan, rule: .down, expected: 0),
        Conversion(value: -0.0, rule: .down, expected: 0),
        Conversion(value: .leastNonzeroMagnitude, rule: .up, expected: 1),
    ]

    @Test(arguments: conversions)
    func aDoubleBecomesAnIntClampedNeverTrapping(_ conversion: Conversion) {
        #expect(Int(clamping: conversion.value, rounding: conversion.rule) == conversion.expected)
    }
}
