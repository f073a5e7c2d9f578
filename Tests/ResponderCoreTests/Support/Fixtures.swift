@testable import ResponderCore

/// Small builders for the apps the tests share, written with the core's Swift API.
enum Fixtures {
    /// The phone-sized window frame every fixture uses.
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A responder of a built-in class or of a custom class with a built-in superclass, with that class's defaults.
    static func responder(
        _ id: String, _ className: String, kind: ResponderKind, superclass: String? = nil
    ) -> Responder {
        Responder(
            id: id, className: className, uikitClass: App.resolve(className, kind, superclass: superclass), kind: kind)
    }

    /// Adds a view controller (built-in or custom) and returns its index.
    @discardableResult
    static func addController(
        _ app: inout App, id: String, className: String = "UIViewController", superclass: String? = "UIViewController"
    ) -> Int {
        app.add(responder(id, className, kind: .viewController, superclass: superclass))
    }

    /// An app with one `UIWindowScene` and one 390×844 `UIWindow` and nothing else.
    static func bareApp() -> (app: App, scene: Int, window: Int) {
        var app = App()
        let scene = app.add(responder("scene", "UIWindowScene", kind: .windowScene))
        let window = app.addWindow(id: "window", frame: screen, to: scene)
        return (app, scene, window)
    }

    /// Adds the Xcode template's delegates: `AppDelegate` on the application, `SceneDelegate` on the scene.
    static func addDelegates(_ app: inout App, scene: Int) -> (appDelegate: Int, sceneDelegate: Int) {
        let appDelegate = app.add(responder("AppDelegate", "AppDelegate", kind: .appDelegate))
        app.setDelegate(appDelegate, of: app.application)
        let sceneDelegate = app.add(responder("SceneDelegate", "SceneDelegate", kind: .sceneDelegate))
        app.setDelegate(sceneDelegate, of: scene)
        return (appDelegate, sceneDelegate)
    }
}

/// Seed 000's inbox: a Delete button in a table view cell on a presented `InboxViewController`.
///
/// ```
/// UIWindowScene 'scene' (delegate SceneDelegate)
///   UIWindow 'window' (390×844), root UIViewController 'rootViewController' with UIView 'rootView'
///     presents (page sheet) InboxViewController 'inbox' whose root view is UIView 'inboxView' (0, 44, 390×800)
///       UITableView 'tableView' (0, 0, 390×800)
///         UITableViewCell 'cell' (0, 100, 390×60)
///           UIButton 'deleteButton' (300, 10, 80×40)
/// UIApplication (delegate AppDelegate)
/// ```
///
/// The app is not laid out: call ``finalize(synthesizeWrappers:)`` or hand it to a `Dispatcher`, after adding
/// whatever a test needs. Seed 000's runtime wrappers (`UITransitionView`, `UIDropShadowView`,
/// `UITableViewCellContentView`) sit at the origin of their hosts, so screen points do not depend on them.
struct InboxFixture {
    var app: App
    let scene: Int
    let window: Int
    let rootViewController: Int
    let rootView: Int
    let inbox: Int
    let inboxView: Int
    let tableView: Int
    let cell: Int
    let deleteButton: Int
    let appDelegate: Int
    let sceneDelegate: Int

    /// The centre of the Delete button on screen.
    static let deleteButtonPoint = Point(x: 340, y: 174)
    /// A point in the cell, left of the button, on no subview of the cell.
    static let cellPoint = Point(x: 20, y: 174)
    /// The origin of the cell on screen: add a cell subview at (x, y) and touch it at (x, y) + this.
    static let cellOrigin = Point(x: 0, y: 144)

    init() {
        var (app, scene, window) = Fixtures.bareApp()
        let rootViewController = Fixtures.addController(&app, id: "rootViewController")
        let rootView = app.addView(id: "rootView", frame: Rect(x: 0, y: 0, width: 0, height: 0), to: nil)
        app.setRootView(rootView, of: rootViewController)
        app.setRootViewController(rootViewController, of: window)

        let inbox = Fixtures.addController(&app, id: "inbox", className: "InboxViewController")
        let inboxView = app.addView(id: "inboxView", frame: Rect(x: 0, y: 44, width: 390, height: 800), to: nil)
        app.setRootView(inboxView, of: inbox)
        app.present(inbox, from: rootViewController)

        let tableView = app.addView(
            id: "tableView", className: "UITableView", frame: Rect(x: 0, y: 0, width: 390, height: 800), to: inboxView)
        let cell = app.addView(
            id: "cell", className: "UITableViewCell", frame: Rect(x: 0, y: 100, width: 390, height: 60), to: tableView)
        let deleteButton = app.addView(
            id: "deleteButton", className: "UIButton", frame: Rect(x: 300, y: 10, width: 80, height: 40), to: cell)

        let (appDelegate, sceneDelegate) = Fixtures.addDelegates(&app, scene: scene)

        self.app = app
        self.scene = scene
        self.window = window
        self.rootViewController = rootViewController
        self.rootView = rootView
        self.inbox = inbox
        self.inboxView = inboxView
        self.tableView = tableView
        self.cell = cell
        self.deleteButton = deleteButton
        self.appDelegate = appDelegate
        self.sceneDelegate = sceneDelegate
    }

    /// Lays the app out (see ``App/finalizeLayout(synthesizeWrappers:)``).
    mutating func finalize(synthesizeWrappers: Bool) {
        app.finalizeLayout(synthesizeWrappers: synthesizeWrappers)
    }

    /// Adds a view of a custom (or built-in) class to the cell, at a position in the cell's coordinates.
    mutating func addToCell(_ id: String, className: String, frame: Rect) -> Int {
        app.addView(id: id, className: className, frame: frame, to: cell)
    }

    /// The screen point at the centre of a rectangle given in the cell's coordinates.
    static func screenPoint(inCell frame: Rect) -> Point {
        Point(x: cellOrigin.x + frame.midX, y: cellOrigin.y + frame.midY)
    }

    /// A dispatcher over the app (which it lays out).
    func dispatcher(_ settings: DispatchSettings = DispatchSettings()) -> Dispatcher {
        Dispatcher(app: app, settings: settings)
    }
}

/// Seed 000's `SearchViewController`: the window's root controller, whose root view holds a `UITextField`.
struct SearchFixture {
    var app: App
    let scene: Int
    let window: Int
    let search: Int
    let searchView: Int
    let searchField: Int
    let appDelegate: Int

    /// The centre of the search field on screen.
    static let searchFieldPoint = Point(x: 195, y: 82)

    init() {
        var (app, scene, window) = Fixtures.bareApp()
        let search = Fixtures.addController(&app, id: "search", className: "SearchViewController")
        let searchView = app.addView(id: "searchView", frame: Rect(x: 0, y: 0, width: 0, height: 0), to: nil)
        app.setRootView(searchView, of: search)
        app.setRootViewController(search, of: window)
        let searchField = app.addView(
            id: "searchField", className: "UITextField", frame: Rect(x: 16, y: 60, width: 358, height: 44),
            to: searchView)
        let (appDelegate, _) = Fixtures.addDelegates(&app, scene: scene)
        self.app = app
        self.scene = scene
        self.window = window
        self.search = search
        self.searchView = searchView
        self.searchField = searchField
        self.appDelegate = appDelegate
    }

    func dispatcher(_ settings: DispatchSettings = DispatchSettings()) -> Dispatcher {
        Dispatcher(app: app, settings: settings)
    }
}

extension App {
    /// The id of a responder, for readable expectations (`nil` stays `nil`).
    func id(_ index: Int?) -> String? {
        index.map { responders[$0].id }
    }

    /// The ids of responders.
    func ids(_ indices: [Int]) -> [String] {
        indices.map { responders[$0].id }
    }

    /// The index of a responder the test knows exists.
    func require(_ id: String) -> Int {
        guard let index = index(of: id) else { fatalError("no responder with id \(id)") }
        return index
    }
}

extension Event {
    /// A one-finger tap at a screen point.
    static func tap(_ point: Point) -> Event {
        .touch(TouchEvent(touches: [TouchEvent.Touch(point: point)]))
    }

    /// A one-finger gesture at a screen point.
    static func touch(_ point: Point, gesture: TouchGesture) -> Event {
        .touch(TouchEvent(touches: [TouchEvent.Touch(point: point)], gesture: gesture))
    }
}
