"""`make bench` part: how a ToggleKitStore's costs grow with its items, through PyGObject.

Prints, for 100 and 1,000,000 string items, the time of an insert and of a set from code,
against two baselines measured in the same run: the same calls at 100 items (the growth
ratio), and a PyGObject call that does no work in ToggleKit (`get_n_items`)."""
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ToggleKit", "1")
from gi.repository import Gtk, ToggleKit  # noqa: E402

CALLS = 200_000


def per_call(function, keys):
    start = time.perf_counter()
    for key in keys:
        function(key)
    return (time.perf_counter() - start) / len(keys) * 1e9


results = {}
for count in (100, 1_000_000):
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    insert = per_call(lambda key: store.insert(key, ToggleKit.ToggleState.OFF), [str(i) for i in range(count)])
    # Keys spread over the whole store, so the large one is not read from a warm corner.
    keys = [str((i * 7919) % count) for i in range(CALLS)]
    set_value = per_call(lambda key: store.set_value(key, ToggleKit.ToggleState.ON), keys)
    baseline = per_call(lambda key: store.get_n_items(), keys)
    results[count] = (insert, set_value, baseline)
    print(f"store items={count}: insert {insert:.0f} ns, set_value {set_value:.0f} ns, "
          f"a bare PyGObject call {baseline:.0f} ns")
small, large = results[100], results[1_000_000]
print(f"store growth 100 -> 1,000,000 items: set_value x{large[1] / small[1]:.2f}, "
      f"insert x{large[0] / small[0]:.2f}; set_value over a bare call: "
      f"x{small[1] / small[2]:.1f} (100), x{large[1] / large[2]:.1f} (1,000,000)")
