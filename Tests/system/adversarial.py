"""The adversarial catalogue: the costliest requests we know how to build within the service's default limits.

Each builder returns a request body (a dict) that stays inside every input limit: at most 1 MiB of JSON, 20,000
responders, nesting depth 200, 100 events, 20 fingers per touch event and names of at most 256 bytes. What they
maximise is the product of those sizes, which only the work budget bounds.
"""

import json

MAX_BODY = 1_048_576
MAX_EVENTS = 100
MAX_TOUCHES = 20
NAME = 256  # the longest name allowed


def _app(root_view, **window):
    return {"app": {"scenes": [{"windows": [dict({"rootViewController": {"view": root_view}}, **window)]}]}}


def _touch_events(points, events=MAX_EVENTS):
    return [{"type": "touch", "touches": [{"point": p} for p in points]} for _ in range(events)]


def wide_grid(views=9_000, events=MAX_EVENTS):
    """The largest flat hierarchy that fits, tapped by 20 fingers in each of 100 events."""
    subviews = [{"frame": {"x": (i % 100) * 4, "y": (i // 100) * 8, "width": 4, "height": 8}} for i in range(views)]
    body = _app({"subviews": subviews})
    body["events"] = _touch_events([{"x": 1 + 4 * f, "y": 1 + 8 * f} for f in range(MAX_TOUCHES)], events)
    return body


def wide_grid_within_budget():
    """As wide-grid, with as many events as fit the default steps budget: answered, at the budget's edge."""
    return wide_grid(events=2)


def alternating_siblings(views=12_000):
    """Siblings alternately hidden and out of reach, so no run of equal rejections can be summarised."""
    subviews = []
    for i in range(views):
        if i % 2:
            subviews.append({"isHidden": True})
        else:
            subviews.append({"frame": {"x": 500, "y": 0, "width": 1, "height": 1}})
    body = _app({"subviews": subviews})
    body["events"] = _touch_events([{"x": 10 + f, "y": 10} for f in range(MAX_TOUCHES)])
    return body


def long_names(views=1_700):
    """Every id as long as allowed, so every step of the answer carries two maximal names."""
    def name(i):
        return (f"v{i}-" + "x" * NAME)[:NAME]
    subviews = [{"id": name(i), "class": ("C" * NAME), "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}
                for i in range(views)]
    body = _app({"id": name(-1), "subviews": subviews})
    body["events"] = _touch_events([{"x": 50 + f, "y": 50} for f in range(MAX_TOUCHES)])
    return body


def long_next_chain(objects=14_000):
    """A tapped view whose overridden next leads through 19,000 spliced objects that all override touches."""
    objs = [{"id": f"o{i}", "next": f"o{i + 1}", "overrides": {"touchesBegan": "callsSuper"}}
            for i in range(objects - 1)]
    objs.append({"id": f"o{objects - 1}"})
    body = _app({"subviews": [{"id": "tapped", "next": "o0"}]})
    body["app"]["objects"] = objs
    body["events"] = _touch_events([{"x": 10, "y": 10}])
    return body


def deep_nesting(depth=95):
    """Views nested as deep as the JSON depth limit allows, every one with touch overrides and recognizers."""
    view = {"id": "leaf", "overrides": {"touchesBegan": "callsSuper", "touchesEnded": "callsSuper"}}
    for level in range(depth):
        view = {"id": f"n{level}", "overrides": {"touchesBegan": "callsSuper"},
                "gestureRecognizers": [{"type": "pan"}], "subviews": [view]}
    body = _app(view)
    body["events"] = _touch_events([{"x": 10 + f, "y": 10} for f in range(MAX_TOUCHES)])
    return body


def recognizers_everywhere(depth=90, per_view=200):
    """Nested views each carrying many recognizers, so every touch consults thousands of them."""
    view = {"id": "leaf"}
    for level in range(depth):
        view = {"id": f"r{level}", "gestureRecognizers": [{"type": "pan", "recognizesSimultaneously": True}
                                                          for _ in range(per_view)], "subviews": [view]}
    body = _app(view)
    body["events"] = [{"type": "touch", "gesture": "pan", "touches": [{"point": {"x": 10 + f, "y": 10}}
                                                                     for f in range(MAX_TOUCHES)]}
                      for _ in range(MAX_EVENTS)]
    return body


def edit_menu_custom_actions(actions=9_000, chain=2_000):
    """An edit menu with thousands of custom items, searched along a long chain from the first responder."""
    objs = [{"id": f"o{i}", "next": f"o{i + 1}"} for i in range(chain - 1)] + [{"id": f"o{chain - 1}"}]
    body = _app({"subviews": [{"id": "field", "class": "UITextField", "next": "o0"}]},
                firstResponder="field", isKey=True)
    body["app"]["objects"] = objs
    custom = [f"a{i}:" for i in range(actions)]
    body["events"] = [{"type": "editMenu", "customActions": custom}] * 1
    return body


def many_target_actions(targets=20_000, chain=500):
    """A button with thousands of nil-targeted actions, each walking a long chain from the first responder."""
    objs = [{"id": f"o{i}", "next": f"o{i + 1}"} for i in range(chain - 1)] + [{"id": f"o{chain - 1}"}]
    button = {"id": "b", "class": "UIButton", "frame": {"x": 0, "y": 0, "width": 100, "height": 100},
              "targets": [{"event": "touchUpInside", "action": f"go{i}:"} for i in range(targets)]}
    field = {"id": "field", "class": "UITextField", "frame": {"x": 200, "y": 0, "width": 10, "height": 10},
             "next": "o0"}
    body = _app({"subviews": [button, field]}, firstResponder="field", isKey=True)
    body["app"]["objects"] = objs
    body["events"] = _touch_events([{"x": 10, "y": 10}])
    return body


def nil_targeted_actions(chain=19_000, events=MAX_EVENTS):
    """A hundred nil-targeted action events that nobody implements, each walking a 19,000-long chain."""
    objs = [{"id": f"o{i}", "next": f"o{i + 1}"} for i in range(chain - 1)] + [{"id": f"o{chain - 1}"}]
    body = _app({"subviews": [{"id": "field", "class": "UITextField", "next": "o0"}]},
                firstResponder="field", isKey=True)
    body["app"]["objects"] = objs
    body["events"] = [{"type": "action", "action": "nobody:"} for _ in range(events)]
    return body


def long_walk_within_budget():
    """One dropped nil-targeted action along a chain as long as the default entries budget allows: the largest
    answer a walk gives (every step in the walk, the path, the chain and the diagnostic)."""
    return nil_targeted_actions(chain=4_500, events=1)


CATALOGUE = {
    "wide-grid": wide_grid,
    "wide-grid-within-budget": wide_grid_within_budget,
    "long-walk-within-budget": long_walk_within_budget,
    "alternating-siblings": alternating_siblings,
    "long-names": long_names,
    "long-next-chain": long_next_chain,
    "deep-nesting": deep_nesting,
    "recognizers-everywhere": recognizers_everywhere,
    "edit-menu-custom-actions": edit_menu_custom_actions,
    "many-target-actions": many_target_actions,
    "nil-targeted-actions": nil_targeted_actions,
}


def encode(body):
    data = json.dumps(body, separators=(",", ":")).encode()
    assert len(data) <= MAX_BODY, f"{len(data)} bytes is over the body limit"
    return data


if __name__ == "__main__":
    # adversarial.py NAME: print that request; adversarial.py --write DIR: write every request to DIR/NAME.json.
    import os
    import sys
    if len(sys.argv) == 3 and sys.argv[1] == "--write":
        for name, build in CATALOGUE.items():
            data = encode(build())
            with open(os.path.join(sys.argv[2], name + ".json"), "wb") as file:
                file.write(data)
            print(f"{name}: {len(data)} bytes")
    elif len(sys.argv) == 2 and sys.argv[1] in CATALOGUE:
        sys.stdout.buffer.write(encode(CATALOGUE[sys.argv[1]]()))
    else:
        sys.exit("usage: adversarial.py NAME | --write DIR\nnames: " + ", ".join(CATALOGUE))
