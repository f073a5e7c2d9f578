"""The attack catalogue's request bodies: hostile shapes an attacker tried on the release service.

Every builder returns a request body (a dict) within the service's documented input limits (1 MiB of JSON, 20,000
responders, nesting depth 200, 256-byte names, 100 events, 20 fingers), so whatever it costs the service is the
service's to bound. `encode` checks the body limit; test_attacks.py posts each and measures what it cost.
"""

import json
import string

import adversarial

MAX_BODY = adversarial.MAX_BODY
GRID_VIEWS = 19_990  # with the application, its delegate, the scene, the window, the controller and its view: < 20,000

# The code points a terminal acts on, which a text answer must show escaped, never raw: C0 controls other than \n,
# DEL, C1 controls and the bidirectional overrides, embeddings, isolates and marks.
FORBIDDEN = ({chr(c) for c in range(0x20)} - {"\n"}) | {"\x7f"} | {chr(c) for c in range(0x80, 0xA0)} \
    | {chr(c) for c in range(0x202A, 0x202F)} | {chr(c) for c in range(0x2066, 0x206A)} | {"\u200e", "\u200f"}
# An id that clears the screen, retitles the terminal window (OSC 0 ... BEL), opens a CSI with the one-byte C1
# introducer, deletes, and reorders the rest of the line with bidi overrides and isolates.
HOSTILE_ID = ("evil\x1b[2J\x1b]0;pwned\x07\x9b6n\x7f\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u202a"
              "\r\t\x08end")


def app(root_view, **window):
    """A one-window app whose root controller (`root`) has `root_view`."""
    controller = {"id": "root", "class": "RootViewController", "view": root_view}
    return {"app": {"scenes": [{"windows": [dict({"id": "window", "rootViewController": controller}, **window)]}]}}


def encode(body):
    data = json.dumps(body, separators=(",", ":")).encode()
    assert len(data) <= MAX_BODY, f"{len(data)} bytes is over the body limit"
    return data


# Shape 1: the audit bomb. Every finding's witness repeats the whole app, so 5,000 findings on a 470 KB app would
# answer gigabytes unless the answer-size budget is spent while the witnesses are written.

def audit_bomb(buttons=5_000, id_bytes=14):
    """5,000 small buttons (10 x 10) under a parent view with user interaction off: each one is a finding (about
    470 KB). With fewer buttons and longer ids (3,000 of 200 bytes: 830 KB) the findings fit the entries budget and
    each finding's text repeats a long id, so it is the answer-size budget that must stop the answer."""
    subviews = [{"id": f"bombButton{i:04d}-{'x' * id_bytes}"[:id_bytes], "class": "UIButton",
                 "frame": {"x": (i % 50) * 7, "y": (i // 50) * 8, "width": 10, "height": 10}}
                for i in range(buttons)]
    return app({"id": "rootView", "subviews": [{"id": "disabledParent", "isUserInteractionEnabled": False,
                                                "subviews": subviews}]})


# Shape 2: the problem bomb. One problem per bad reference, each with a pointer and a message, made a 1 MB body
# answer 294 MB.

PROBLEM_BOMB_REFERENCES = 250_000


def problem_bomb(references=PROBLEM_BOMB_REFERENCES):
    """One view whose recognizer waits for 250,000 recognizers nobody describes (one-letter ids, so they fit)."""
    letters = string.ascii_letters
    recognizer = {"id": "tap", "type": "tap", "requiresToFail": [letters[i % len(letters)]
                                                                 for i in range(references)]}
    body = app({"id": "rootView", "subviews": [{"id": "photo", "gestureRecognizers": [recognizer]}]})
    body["event"] = {"type": "touch", "point": {"x": 10, "y": 10}}
    return body


# Shape 3: the did-you-mean bomb. Every unknown id was compared with every known id for a suggestion.

def did_you_mean_bomb(recognizers=2_000, unknown=5_000):
    """2,000 recognizers g0000..g1999 and one waiting for 5,000 unknown ids h0000..h4999, each one edit or two from
    a known one (h0000 is one edit from g0000), so every unknown id has a suggestion to find."""
    gestures = [{"id": f"g{i:04d}", "type": "tap"} for i in range(recognizers)]
    gestures[0]["requiresToFail"] = [f"h{i:04d}" for i in range(unknown)]
    body = app({"id": "rootView", "subviews": [{"id": "photo", "gestureRecognizers": gestures}]})
    body["event"] = {"type": "touch", "point": {"x": 10, "y": 10}}
    return body


# Shape 4: the costliest requests within the limits.

def grid(views=GRID_VIEWS, events=None, touches=adversarial.MAX_TOUCHES):
    """A flat grid of 2 x 2 views at 4-point steps; the touches land where no view is, so each one asks every view
    and the unreachable-view scan walks the window."""
    subviews = [{"frame": {"x": (i % 97) * 4, "y": (i // 97) * 4, "width": 2, "height": 2}} for i in range(views)]
    body = app({"id": "rootView", "subviews": subviews})
    points = [{"x": 3 + 4 * (f % 90), "y": 3 + 4 * (f // 90)} for f in range(touches)]
    if events is None:
        body["event"] = {"type": "touch", "point": points[0]}
    else:
        body["events"] = [{"type": "touch", "touches": [{"point": p} for p in points]} for _ in range(events)]
    return body


def fix_bomb(views=14_000, events=60):
    """Verified fixes at their costliest: a grid of buttons (as many as 1 MiB holds) inside a view with user
    interaction off, tapped 60 times (as many as the work budget evaluates), so every event has a warning (the
    button under the finger is unreachable) whose fix is tried by copying the app and evaluating the events again,
    from the first up to that one."""
    subviews = [{"class": "UIButton", "frame": {"x": (i % 97) * 4, "y": (i // 97) * 4, "width": 3, "height": 3}}
                for i in range(views)]
    body = app({"id": "rootView", "subviews": [{"id": "off", "isUserInteractionEnabled": False,
                                                "subviews": subviews}]})
    body["events"] = [{"type": "touch", "point": {"x": 1 + 4 * (e % 90), "y": 1 + 4 * (e // 90)}}
                      for e in range(events)]
    return body


def long_chain(objects=19_980):
    """A chain from a button whose overridden next leads through 19,980 spliced objects."""
    objs = [{"id": f"o{i}", "next": f"o{i + 1}"} for i in range(objects - 1)] + [{"id": f"o{objects - 1}"}]
    body = app({"id": "rootView", "subviews": [{"id": "start", "class": "UIButton", "next": "o0",
                                                "frame": {"x": 10, "y": 10, "width": 50, "height": 50}}]})
    body["app"]["objects"] = objs
    body["from"] = "start"
    return body


def deep_chain(depth=95):
    """A chain from the deepest of views nested as deep as the JSON depth limit allows."""
    view = {"id": "leaf", "class": "UIButton"}
    for level in range(depth):
        view = {"id": f"n{level}", "overrides": {"touchesBegan": "callsSuper"}, "subviews": [view]}
    body = app(view)
    body["from"] = "leaf"
    return body


def audit_grid(buttons, named=True):
    """Rows of 39-point-wide buttons, ten a row, each an enabled control the audit samples and hit-tests (`named`:
    each with an id and a nil-targeted action; without, as many buttons as 1 MiB holds)."""
    rows = max(1, buttons // 10)
    height = max(1, 800 // rows)
    subviews = []
    for i in range(buttons):
        button = {"class": "UIButton",
                  "frame": {"x": (i % 10) * 39, "y": (i // 10) * height, "width": 39, "height": height}}
        if named:
            button.update(id=f"b{i}", targets=[{"action": f"tap{i % 7}:"}])
        subviews.append(button)
    return app({"id": "rootView", "subviews": subviews})


def unknown_next_everywhere(views=19_000):
    """Every view's next names an id one edit from a real one, so every reference is a did-you-mean problem."""
    subviews = [{"id": f"v{i}", "next": f"w{i}"} for i in range(views)]
    body = app({"id": "rootView", "subviews": subviews})
    body["event"] = {"type": "touch", "point": {"x": 1, "y": 1}}
    return body


def duplicate_ids_everywhere(views=19_900):
    """Every view has the same id: one impossible-app problem each."""
    body = app({"id": "rootView", "subviews": [{"id": "same"} for _ in range(views)]})
    body["event"] = {"type": "touch", "point": {"x": 1, "y": 1}}
    return body


# Shape 5: terminal injection. Ids a terminal would act on, in every text answer that names them.

def hostile_dispatch(hostile=HOSTILE_ID):
    """A tap on a button whose id is hostile: its id is in the summary and the path."""
    button = {"id": hostile, "class": "UIButton", "frame": {"x": 20, "y": 100, "width": 100, "height": 50},
              "targets": [{"event": "touchUpInside", "target": "root", "action": "save(_:)"}]}
    body = app({"id": "rootView", "subviews": [button]})
    body["app"]["scenes"][0]["windows"][0]["rootViewController"]["actions"] = {"save(_:)": True}
    body["event"] = {"type": "touch", "point": {"x": 50, "y": 120}}
    return body


def hostile_chain(hostile=HOSTILE_ID):
    body = hostile_dispatch(hostile)
    del body["event"]
    body["from"] = hostile
    return body


def hostile_audit(hostile=HOSTILE_ID):
    """A small button with the hostile id (smallTapTarget) and one under a parent with interaction off."""
    small = {"id": hostile, "class": "UIButton", "frame": {"x": 20, "y": 100, "width": 10, "height": 10},
             "targets": [{"event": "touchUpInside", "target": "root", "action": "save(_:)"}]}
    hidden = dict(small, id=hostile + "2", frame={"x": 0, "y": 0, "width": 100, "height": 50})
    parent = {"id": "parent", "isUserInteractionEnabled": False,
              "frame": {"x": 0, "y": 300, "width": 200, "height": 100}, "subviews": [hidden]}
    body = app({"id": "rootView", "subviews": [small, parent]})
    body["app"]["scenes"][0]["windows"][0]["rootViewController"]["actions"] = {"save(_:)": True}
    return body


def hostile_problem(hostile=HOSTILE_ID):
    """A becomeFirstResponder for an id one character from the hostile one: a 422 that quotes it (and suggests the
    hostile id itself)."""
    body = hostile_dispatch(hostile)
    body["event"] = {"type": "becomeFirstResponder", "responder": hostile + "x"}
    return body


# POST /v1/import: dumps as large and as deep as a body allows.

def _dump_line(depth, index, extra=""):
    return ("   |" * depth) + f" <UIButton: 0x{0x7f0000000000 + index:x}; frame = ({index % 97} {index // 97}; 2 2); " \
        f"{extra}gestureRecognizers = <NSArray: 0x6{index:x}>; layer = <CALayer: 0x6{index:x}>>"


def import_wide_dump(lines=7_000):
    """A window with thousands of buttons, each with recognizers, so every line gives two things to fill in."""
    text = ["<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"]
    text += [_dump_line(1, index) for index in range(lines)]
    return {"recursiveDescription": "\n".join(text)}


def import_deep_dump(depth=90):
    """Views nested as deep as an app description may nest them, each line long."""
    text = ["<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"]
    text += [_dump_line(level + 1, level, extra="text = '" + "x" * 200 + "'; ") for level in range(depth)]
    return {"recursiveDescription": "\n".join(text)}


def import_controllers(count=6_000):
    """A _printHierarchy of thousands of controllers, every one presented by the one before: the deepest chain."""
    text = [f"<MyApp.Screen{0} 0x{1:x}>, state: appeared, view: <UIView 0x{2:x}>"]
    text += [("   |" * index) + f" + <MyApp.Screen{index} 0x{index * 4 + 1:x}>, state: appeared, view: <UIView 0x2>"
             for index in range(1, 80)]
    text += [f"   | <MyApp.Child{index} 0x{index * 4 + 3:x}>, state: appeared, view: <UIView 0x{index * 4:x}>"
             for index in range(count)]
    return {"printHierarchy": "\n".join(text)}


# Import shapes: debugger text whose class names, properties and lines are as long as the body allows. A 1 MiB line
# whose class name was combining marks (U+0301) cost 1.0 to 2.6 s of CPU: Swift hashes and compares a non-ASCII
# String in its normalized form, and the catalogue looked each class name up that way.

COMBINING = "\u0301"


def _paste_body(fields):
    """An import body of `fields` (a dump and the pastes beside it), within the body limit."""
    data = json.dumps(fields, ensure_ascii=False).encode()
    assert len(data) <= MAX_BODY, f"{len(data)} bytes is over the body limit"
    return data


def _dump_body(text):
    return _paste_body({"recursiveDescription": text})


def _lines_up_to(first, line):
    """`first`, then `line` as many times as the body holds (JSON writes each newline as two bytes)."""
    lines, size = [first], len(first.encode()) + 64
    while size + len(line.encode()) + 2 < MAX_BODY:
        lines.append(line)
        size += len(line.encode()) + 2
    return "\n".join(lines)


IMPORT_SHAPES = {
    # One line: a class name of half a million combining marks (refused at the name limit, naming the line).
    "one-line-of-combining-marks": lambda: _dump_body(
        "<X" + COMBINING * 520_000 + ": 0x1; frame = (0 0; 10 10)>"),
    # 3,700 lines, each a class name of 127 combining marks, just within the name limit.
    "lines-of-combining-mark-class-names": lambda: _dump_body(_lines_up_to(
        "<UIWindow: 0x1; frame = (0 0; 390 844)>", "   | <V" + COMBINING * 127 + ": 0x1; frame = (0 0; 10 10)>")),
    # 3,200 labels whose text is combining marks.
    "labels-of-combining-marks": lambda: _dump_body(_lines_up_to(
        "<UIWindow: 0x1; frame = (0 0; 390 844)>",
        "   | <UILabel: 0x2; frame = (0 0; 1 1); text = '" + COMBINING * 150 + "'>")),
    # 19,000 plain views: the most entries a 1 MiB dump holds within the responder limit.
    "19000-views": lambda: _dump_body(
        "<UIWindow: 0x1; frame = (0 0; 390 844)>\n"
        + "\n".join(f"   | <UIView: 0x{index:x}; frame = (0 0; 1 1)>" for index in range(19_000))),
    # One property value a megabyte long.
    "one-megabyte-property": lambda: _dump_body(
        "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <" + "x" * (MAX_BODY - 120) + ">>"),
    # An entry that never closes after a 256-byte class name: the problem quotes an excerpt, not the name.
    "unclosed-entry": lambda: _dump_body(
        "<Y" + "z" * 250 + ": 0x1; frame = (0 0; 10 10); layer = <" + "w" * (MAX_BODY - 400)),
    # The pastes beside a dump (below). One class listing of 9,000 actions for 6,000 views of that class cost 5.0 s
    # of CPU: every view's actions were sorted and written long after the answer was past its size limit.
    "methods-9000-actions-on-6000-views": lambda: methods_fan_out(),
    # The most methods one paste may list (20,000), in one class: each was compared with every earlier one (1.0 s).
    "methods-one-listing-of-19990-actions": lambda: methods_fan_out(views=50, methods=19_990),
    "methods-listing-for-each-of-2000-views": lambda: methods_many_objects(),
    "responder-walk-20000": lambda: responder_walk(),
}


def number_bomb():
    """A frame at x = -1e22 with the diagram asked for: one 224-byte request ended the service (SIGILL)."""
    return encode({"app": {"scenes": [{"windows": [{"id": "w", "subviews": [
        {"id": "v", "frame": {"x": -1e22, "y": 0, "width": 1e22, "height": 10}}]}]}]},
        "event": {"type": "motion"}})


def nested_pulls(depth=90, items=5_000, pulls=30, taps=30, content_height=800):
    """Nested scroll views at their costliest per event: 90 scroll views one inside the other (within the JSON depth
    limit), each with a refresh control, paging and keyboard dismissal, around a button with a menu of 5,000 items
    shown as its primary action and a context menu, given 30 pulls and 30 taps, one after the other. Each pull is
    judged by every enclosing scroll view (content that fits, by default: each one that did not scroll is said), and
    the menus' items are written for each tap."""
    menu = {"title": "m", "items": [f"i{i}" for i in range(items)]}
    view = {"id": "button", "class": "UIButton", "frame": {"x": 10, "y": 10, "width": 100, "height": 44},
            "menu": menu, "showsMenuAsPrimaryAction": True, "contextMenu": menu}
    for level in range(depth):
        view = {"id": f"s{level}", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 390, "height": 800},
                "contentSize": {"width": 390, "height": content_height}, "isPagingEnabled": True,
                "keyboardDismissMode": "onDrag",
                "subviews": [{"id": f"r{level}", "class": "UIRefreshControl",
                              "frame": {"x": 0, "y": -60, "width": 390, "height": 60}}, view]}
    body = app(view)
    pull = {"type": "touch", "gesture": "pan",
            "touches": [{"path": [{"x": 200, "y": 100}, {"x": 200, "y": 250}, {"x": 200, "y": 400}]}]}
    tap = {"type": "touch", "point": {"x": 50, "y": 30}}
    body["events"] = [pull if e % 2 == 0 else tap for e in range(pulls + taps)]
    return body


# POST /v1/import's pastes beside the dump, as large as a body allows: a method listing, a responder walk.

def _views_of_one_class(count, cls="MyApp.Cell"):
    lines = ["<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"]
    lines += [f"   | <{cls}: 0x{0x7f0000000000 + index:x}; frame = ({index % 97} {index // 97 % 800}; 4 4); "
              f"layer = <CALayer: 0x6{index:x}>>" for index in range(count)]
    return "\n".join(lines)


def _methods_section(address, cls, methods, superclass="UIView"):
    lines = [f"<{cls}: {address}>:", f"in {cls}:", "\tInstance Methods:"]
    lines += [f"\t\t- (void) {name}:(id)arg1; (0x1{index:08x})" for index, name in enumerate(methods)]
    lines.append(f"({superclass} ...)")
    return lines


def methods_fan_out(views=6_000, methods=9_000):
    """A class's listing goes on every object of that class: one listing of thousands of action methods (each a
    `void` method taking the sender) for a class 6,000 views of the dump share, so each view would get them all."""
    listing = _methods_section("0x100000001", "MyApp.Cell", [f"tap{index}" for index in range(methods)])
    return _paste_body({"recursiveDescription": _views_of_one_class(views), "methods": "\n".join(listing)})


def methods_many_objects(views=2_000, per_object=60):
    """A listing for each of 2,000 views of the dump, by address, each with event-method overrides and actions."""
    overrides = ["touchesBegan:withEvent", "touchesMoved:withEvent", "touchesEnded:withEvent",
                 "touchesCancelled:withEvent", "pressesBegan:withEvent", "motionEnded:withEvent"]
    lines = []
    for index in range(views):
        address = f"0x{0x7f0000000000 + index:x}"
        lines += [f"(lldb) expr -l objc -O -- [(id){address} _shortMethodDescription]"]
        lines += _methods_section(address, "MyApp.Cell", overrides + [f"act{n}" for n in range(per_object)])
    text = "\n".join(lines)
    while len(text.encode()) + len(_views_of_one_class(views)) > MAX_BODY - 4_096:
        lines = lines[: len(lines) * 9 // 10]
        text = "\n".join(lines)
    return _paste_body({"recursiveDescription": _views_of_one_class(views), "methods": text})


def responder_walk(views=90, responders=20_000):
    """A `nextResponder` walk of 20,000 lines beside a dump of 90 nested views: the walk is checked against the
    chain the service computes, and most of it names no object of the dump."""
    dump = ["<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"]
    dump += [("   |" * (level + 1)) + f" <UIView: 0x{0x7f0000000000 + level:x}; frame = (0 0; 390 844)>"
             for level in range(views)]
    walk = [f"<UIView: 0x{0x7f0000000000 + level:x}; frame = (0 0; 390 844)>" for level in reversed(range(views))]
    walk += [f"<MyApp.Step{index}: 0x{0x600000000000 + index:x}>" for index in range(responders - views)]
    return _paste_body({"recursiveDescription": "\n".join(dump), "responderChain": "\n".join(walk)})



def sheet_over_buttons(buttons=2_000, depth=1):
    """Buttons under the dimming view of a sheet at its medium detent (and of `depth - 1` sheets each presented by the
    one before): each button is a coveredByPresentation finding whose fix (undimDetent) is verified on a copy of the
    app with that dimming view gone."""
    views = [{"id": f"b{i}", "class": "UIButton", "frame": {"x": (i % 39) * 10, "y": (i // 39) % 80 * 10,
                                                            "width": 8, "height": 8},
              "targets": [{"event": "touchUpInside", "target": "root", "action": "t:"}]} for i in range(buttons)]
    presented = None
    for level in reversed(range(depth)):
        sheet = {"id": f"p{level}", "sheetPresentationController": {"detents": [{"identifier": "medium"}]}}
        if presented:
            sheet["presented"] = presented
        presented = sheet
    return {"app": {"scenes": [{"windows": [{"rootViewController": {
        "id": "root", "actions": {"t:": True}, "view": {"id": "rv", "subviews": views}, "presented": presented}}]}]}}
