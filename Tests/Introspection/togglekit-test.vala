// ToggleKit from Vala through togglekit-gtk-1.vapi (made from the .gir by vapigen):
// `valac --pkg togglekit-gtk-1 --pkg gtk4`. Prints "ok: ..." per check; exits 1 on a failure.
int failures = 0;

void check (string name, bool condition) {
    print ("%s: %s\n", condition ? "ok" : "FAILED", name);
    if (!condition) {
        failures++;
    }
}

// Runs the main loop until `until`, or ten seconds pass: a bound for a failure, not a wait
// (on a loaded machine one iteration can take seconds while GTK registers with AT-SPI).
bool spin (owned SourceFunc until) {
    var end = GLib.get_monotonic_time () + 10 * 1000000;
    while (!until () && GLib.get_monotonic_time () < end) {
        MainContext.default ().iteration (false);
    }
    return until ();
}

int main (string[] args) {
    Gtk.init ();
    ToggleKit.init ();  // the documented first call

    // B2, B3.
    var bold = new ToggleKit.CheckButton.with_label ("Bold");
    int toggled = 0, by_user = 0;
    bold.toggled.connect (() => toggled++);
    bold.toggled_by_user.connect (() => by_user++);
    bold.active = true;
    check ("a set from code emits toggled only", toggled == 1 && by_user == 0);
    bold.activate ();
    check ("an activation is a user change", !bold.active && by_user == 1);
    check ("the look is the type's", bold.look == ToggleKit.Look.CHECKBOX);

    // G2.
    var group = new ToggleKit.Group (Gtk.SelectionMode.BROWSE);
    var left = new ToggleKit.RadioButton.with_label ("Left");
    var right = new ToggleKit.RadioButton.with_label ("Right");
    group.add (left);
    group.add (right);
    right.activate ();
    check ("an exclusive group", right.active && !left.active && group.n_members == 2 && group.selection_mode == Gtk.SelectionMode.BROWSE);
    unowned List<weak ToggleKit.Button> selected = null;
    var on = group.get_selected ();
    selected = on;
    check ("the selected members", selected.length () == 1 && selected.data == right);

    // B17-B19.
    var sync = new ToggleKit.Switch.with_label ("Sync");
    sync.commit_policy = ToggleKit.CommitPolicy.OPTIMISTIC;
    int committed = 0;
    sync.toggled_by_user.connect (() => committed++);
    sync.commit.connect ((commit) => {
        Timeout.add (30, () => {
            commit.succeed ();
            return Source.REMOVE;
        });
        return true;
    });
    sync.activate ();
    check ("an optimistic change is pending", sync.active && sync.pending);
    check ("the answer commits it", spin (() => !sync.pending) && sync.active && committed == 1);

    // L8: a store's selection kept (as in a GSettings `as` key) and put back in one change.
    var store = new ToggleKit.Store (Gtk.SelectionMode.MULTIPLE);
    store.insert_all ({ "wifi", "bluetooth", "location", "nfc" }, ToggleKit.ToggleState.OFF);
    store.set_value ("location", ToggleKit.ToggleState.ON);
    store.set_value ("wifi", ToggleKit.ToggleState.ON);
    string[] kept = store.get_selection ();
    check ("the selection is the items on, in insertion order",
           kept.length == 2 && string.joinv (",", kept) == "wifi,location");
    store.set_all (ToggleKit.ToggleState.OFF);
    store.set_value ("nfc", ToggleKit.ToggleState.ON);
    string[] told = {};
    store.item_changed.connect ((item, value, by_user) => {
        if (!by_user) {
            told += item;
        }
    });
    // Asked in another order than the store's: the selection read back is in the store's.
    string[] asked = { "location", "wifi", "gone", "wifi" };
    string[] left_out;
    bool whole = store.restore (asked, out left_out);
    check ("restore gives back what it left out",
           !whole && string.joinv (",", left_out) == "gone,wifi");
    check ("restore puts the kept selection back",
           string.joinv (",", store.get_selection ()) == "wifi,location" && store.n_on == 2);
    check ("each moved item is told once, from code, those turned off first",
           string.joinv (",", told) == "nfc,location,wifi");
    string[] none_left;
    check ("restoring nothing clears the store",
           store.restore (null, out none_left) && none_left.length == 0 && store.n_on == 0);

    print (failures == 0 ? "all passed\n" : "%d failed\n".printf (failures));
    return failures == 0 ? 0 : 1;
}
