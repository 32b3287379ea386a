"""ToggleKit from Python through its typelib: real widgets in a real window
under Xvfb, with G_DEBUG=fatal-warnings, so any GLib warning or critical fails the run.

Each test names the contract rule it checks (docs/contract.md)."""
import os
import subprocess
import sys
import time
from pathlib import Path

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ToggleKit", "1")
from gi.repository import Gio, GLib, GObject, Gtk, ToggleKit  # noqa: E402

import pytest  # noqa: E402

HERE = Path(__file__).parent


def spin(until, seconds=10.0):
    """Runs the default main context until `until()` or the time passes: a bound for a
    failure, not a wait. On a loaded machine one iteration can take seconds while GTK
    registers with the accessibility bus (measured: 2.5 s under three busy loops)."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while not until() and time.monotonic() < end:
        context.iteration(False)
    return until()


@pytest.fixture
def window():
    window = Gtk.Window(title="pytest")
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    window.set_child(box)
    window.present()
    yield box
    window.destroy()
    spin(lambda: False, 0.05)


class Recorder:
    def __init__(self, button):
        self.events = []
        button.connect("toggled", lambda b: self.events.append("toggled"))
        button.connect("toggled-by-user", lambda b: self.events.append("toggled-by-user"))
        button.connect("clicked", lambda b: self.events.append("clicked"))
        button.connect("notify::active", lambda b, p: self.events.append("notify::active"))


def test_each_look_is_its_own_final_type_under_the_abstract_base():
    # GTK types: one final type per look.
    assert GObject.type_is_a(ToggleKit.CheckButton.__gtype__, ToggleKit.Button.__gtype__)
    assert ToggleKit.Button.__gtype__.is_abstract()
    for cls, look in [(ToggleKit.ToggleButton, ToggleKit.Look.PUSH),
                      (ToggleKit.CheckButton, ToggleKit.Look.CHECKBOX),
                      (ToggleKit.RadioButton, ToggleKit.Look.RADIO),
                      (ToggleKit.Switch, ToggleKit.Look.SWITCH)]:
        assert cls().get_look() == look
        assert isinstance(cls(), Gtk.Actionable)


def test_code_changes_notify_and_send_no_user_signal(window):
    # B2: a change from code notifies and emits toggled, never toggled-by-user.
    button = ToggleKit.CheckButton(label="Bold")
    window.append(button)
    recorder = Recorder(button)
    button.set_active(True)
    assert button.get_active() and button.get_value() == ToggleKit.ToggleState.ON
    assert recorder.events == ["notify::active", "toggled"]
    button.set_active(True)
    assert recorder.events == ["notify::active", "toggled"]
    # Through the property GObject holds notify until the set returns, as for GTK's widgets.
    button.props.active = False
    assert sorted(recorder.events[2:]) == ["notify::active", "toggled"]


def test_an_activation_is_one_user_change_then_clicked(window):
    # B3, B9: the value changes, then toggled-by-user once, then clicked.
    button = ToggleKit.ToggleButton.new_with_label("Wrap")
    window.append(button)
    recorder = Recorder(button)
    button.activate()
    assert button.get_active()
    assert recorder.events == ["notify::active", "toggled", "toggled-by-user", "clicked"]


def test_autotoggle_off_sends_only_clicked(window):
    # B4: with autotoggle off, an activation changes nothing and the app decides.
    button = ToggleKit.ToggleButton(label="Manual", autotoggle=False)
    window.append(button)
    recorder = Recorder(button)
    button.activate()
    assert not button.get_active()
    assert recorder.events == ["clicked"]


def test_mixed_sets_allows_mixed_and_has_one_name(window):
    # B1: mixed is a value, with one property name; GtkCheckButton's "inconsistent" is not
    # an alias of it.
    button = ToggleKit.CheckButton(label="All")
    button.set_value(ToggleKit.ToggleState.MIXED)
    assert button.get_allows_mixed()
    assert button.props.mixed
    assert button.find_property("inconsistent") is None
    button.activate()  # from mixed a user activation goes on
    assert button.get_value() == ToggleKit.ToggleState.ON


def test_value_is_a_property_that_bindings_can_follow(window):
    # B1: value pairs with get_value/set_value, notifies once per value,
    # and a GObject binding carries all three values from one toggle to another.
    source = ToggleKit.CheckButton(label="Source")
    mirror = ToggleKit.CheckButton(label="Mirror")
    window.append(source)
    source.bind_property("value", mirror, "value", GObject.BindingFlags.SYNC_CREATE)
    heard = []
    source.connect("notify::value", lambda b, p: heard.append(b.props.value))
    source.props.value = ToggleKit.ToggleState.MIXED
    assert source.get_allows_mixed() and mirror.props.value == ToggleKit.ToggleState.MIXED
    source.activate()  # a user activation from mixed goes on
    source.set_value(ToggleKit.ToggleState.ON)  # no change: no notify
    source.set_active(False)
    assert heard == [ToggleKit.ToggleState.MIXED, ToggleKit.ToggleState.ON, ToggleKit.ToggleState.OFF]
    assert mirror.get_value() == ToggleKit.ToggleState.OFF and source.props.value == source.get_value()
    order = []
    source.connect("notify::active", lambda b, p: order.append("active"))
    source.connect("notify::value", lambda b, p: order.append("value"))
    source.set_active(True)
    assert order == ["value", "active"]


def test_label_is_the_accessible_name_and_per_state_titles_do_not_change_it(window):
    # B13: the title may change with the value; the label does not.
    button = ToggleKit.ToggleButton(label="Notifications", on_title="ON", off_title="OFF")
    window.append(button)
    assert button.props.on_title == "ON"
    button.set_active(True)
    assert button.get_label() == "Notifications"


def test_wrong_property_types_are_refused_before_any_change():
    # Bad input from Python: a TypeError, no change, nothing logged by GLib.
    button = ToggleKit.Switch(label="Wi-Fi", commit_timeout=30)
    with pytest.raises(TypeError):
        button.set_property("commit-timeout", "soon")
    with pytest.raises(TypeError):
        ToggleKit.Button.set_active(Gtk.Label(), True)
    assert button.get_commit_timeout() == 30


def test_builder_file_loads_every_type_with_no_type_ensure():
    # GtkBuilder finds the types by name, as GTK's own.
    builder = Gtk.Builder.new_from_string("""
      <interface>
        <object class="GtkBox">
          <child><object class="ToggleKitToggleButton" id="push">
            <property name="label">_Bold</property><property name="use-underline">True</property>
          </object></child>
          <child><object class="ToggleKitCheckButton" id="check">
            <property name="label">Italic</property><property name="active">True</property>
          </object></child>
          <child><object class="ToggleKitRadioButton" id="radio">
            <property name="label">Left</property><property name="group">push</property>
          </object></child>
          <child><object class="ToggleKitSwitch" id="switch">
            <property name="label">Wi-Fi</property><property name="commit-policy">optimistic</property>
          </object></child>
        </object>
      </interface>""", -1)
    assert isinstance(builder.get_object("push"), ToggleKit.ToggleButton)
    assert builder.get_object("push").get_use_underline()
    assert builder.get_object("check").get_active()
    assert builder.get_object("switch").get_commit_policy() == ToggleKit.CommitPolicy.OPTIMISTIC


def test_exclusive_group_selects_one_and_tells_changed_once(window):
    # G1, G2, G4, G5.
    group = ToggleKit.Group.new(Gtk.SelectionMode.BROWSE)
    radios = [ToggleKit.RadioButton(label=name) for name in ("Left", "Center", "Right")]
    changes = []
    group.connect("changed", lambda g, by_user: changes.append(by_user))
    for radio in radios:
        window.append(radio)
        group.add(radio)
    assert group.props.n_members == 3 and group.props.selection_mode == Gtk.SelectionMode.BROWSE
    group.select(radios[0])
    assert changes == [False]
    radios[2].activate()
    assert [r.get_active() for r in radios] == [False, False, True]
    assert [b.get_label() for b in group.get_selected()] == ["Right"]
    assert changes == [False, True]
    radios[2].activate()  # required: the selected member stays on
    assert radios[2].get_active() and changes == [False, True]
    group.remove(radios[2])
    assert group.props.n_members == 2 and radios[2].get_active()


@pytest.mark.parametrize("mode, stays_on", [(Gtk.SelectionMode.SINGLE, False),
                                             (Gtk.SelectionMode.BROWSE, True)])
def test_a_selection_mode_decides_whether_the_one_on_stays_on(window, mode, stays_on):
    # G2: GtkListBox's modes; a store of the same mode follows the same rule.
    group = ToggleKit.Group.new(mode)
    radios = [ToggleKit.RadioButton(label=name) for name in ("A", "B")]
    for radio in radios:
        window.append(radio)
        group.add(radio)
    radios[0].activate()
    radios[0].activate()
    assert radios[0].get_active() == stays_on and not radios[1].get_active()
    assert group.get_selection_mode() == mode
    store = ToggleKit.Store.new(mode)
    assert store.props.selection_mode == mode
    store.insert("a", ToggleKit.ToggleState.ON)
    store.insert("b", ToggleKit.ToggleState.ON)  # an exclusive store keeps one on
    assert store.get_n_on() == 1
    assert ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE).props.selection_mode == Gtk.SelectionMode.MULTIPLE
    assert ToggleKit.Store().props.selection_mode == Gtk.SelectionMode.MULTIPLE  # the default
    assert ToggleKit.Group().props.selection_mode == Gtk.SelectionMode.SINGLE


def test_a_ui_file_builds_a_multiple_group_with_select_all(window):
    # G1, G3, G6: a group of any mode, its members and its "select all"
    # toggle, all from a .ui file, by id.
    builder = Gtk.Builder.new_from_string("""<interface>
      <object class="ToggleKitGroup" id="toppings">
        <property name="selection-mode">multiple</property>
        <property name="maximum">2</property>
        <property name="select-all">all</property>
      </object>
      <object class="GtkBox" id="box">
        <child><object class="ToggleKitCheckButton" id="all"><property name="label">All</property></object></child>
        <child><object class="ToggleKitCheckButton" id="ham">
          <property name="label">Ham</property><property name="toggle-group">toppings</property></object></child>
        <child><object class="ToggleKitCheckButton" id="egg">
          <property name="label">Egg</property><property name="toggle-group">toppings</property></object></child>
      </object></interface>""", -1)
    group, everything = builder.get_object("toppings"), builder.get_object("all")
    ham, egg = builder.get_object("ham"), builder.get_object("egg")
    window.append(builder.get_object("box"))
    assert group.get_n_members() == 2 and group.props.select_all == everything
    assert ham.props.toggle_group == group and everything.props.toggle_group is None
    ham.activate()
    assert everything.get_value() == ToggleKit.ToggleState.MIXED
    heard = []
    egg.connect("notify::toggle-group", lambda b, p: heard.append(b.props.toggle_group))
    egg.props.toggle_group = None
    assert heard == [None] and group.get_n_members() == 1
    assert everything.get_value() == ToggleKit.ToggleState.ON  # the one member left is on
    group.add(egg)
    assert heard == [None, group] and group.get_n_members() == 2


def test_toggle_group_is_notified_on_every_join_and_leave():
    # C5: a member joined or left through the `group` property (or set_group) holds or drops
    # its ToggleKitGroup, and says so, so g_object_bind_property on it stays true.
    group = ToggleKit.Group.new(Gtk.SelectionMode.SINGLE)
    first, second = ToggleKit.ToggleButton(label="A"), ToggleKit.ToggleButton(label="B")
    group.add(first)
    heard = []
    second.connect("notify::toggle-group", lambda b, p: heard.append(b.props.toggle_group))
    mirror = ToggleKit.ToggleButton(label="mirror")
    second.bind_property("toggle-group", mirror, "toggle-group", GObject.BindingFlags.DEFAULT)
    second.set_group(first)  # joins first's group, and with it the ToggleKitGroup
    assert second.props.toggle_group == group and heard == [group]
    assert mirror.props.toggle_group == group and group.get_n_members() == 3
    second.set_group(None)  # leaves it
    assert second.props.toggle_group is None and heard == [group, None]
    assert mirror.props.toggle_group is None
    second.props.group = first  # the property, as a .ui file sets it
    assert heard == [group, None, group]
    last = ToggleKit.ToggleButton(label="C")
    group.add(last)
    second.props.group = first  # already in it: nothing changes, nor is said (G1)
    assert heard == [group, None, group]
    assert [group.get_item(i) for i in range(group.get_n_items())] == [first, second, mirror, last]
    # Made "select all" of another group, it leaves this one, and drops it (G6).
    other = ToggleKit.Group.new(Gtk.SelectionMode.MULTIPLE)
    other.set_select_all(second)
    assert second.props.toggle_group is None and heard == [group, None, group, None]


def test_multiple_group_counts_and_select_all(window):
    # G3, G6.
    group = ToggleKit.Group.new_multiple(1, 2)
    everything = ToggleKit.CheckButton(label="All")
    items = [ToggleKit.CheckButton(label=f"Item {n}") for n in range(3)]
    for item in items:
        group.add(item)
    group.set_select_all(everything)
    items[0].activate()
    items[1].activate()
    items[2].activate()  # a third is refused (maximum 2)
    assert [i.get_active() for i in items] == [True, True, False]
    assert everything.get_value() == ToggleKit.ToggleState.MIXED
    items[0].activate()
    items[1].activate()  # leaving none is refused (minimum 1)
    assert items[1].get_active()


def test_async_commit_waits_for_the_answer_in_a_plain_main_loop(window):
    # B17, B18, B19: the commit signal's answer comes later, from a GLib timeout.
    button = ToggleKit.Switch(label="Sync", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    window.append(button)
    recorder = Recorder(button)
    asked = []

    def on_commit(button, commit):
        asked.append(commit.get_proposed_value())
        GLib.timeout_add(50, lambda: commit.succeed() or GLib.SOURCE_REMOVE)
        return True

    button.connect("commit", on_commit)
    button.activate()
    assert button.get_active() and button.get_pending()
    assert "toggled-by-user" not in recorder.events
    assert spin(lambda: not button.get_pending())
    assert asked == [ToggleKit.ToggleState.ON]
    assert recorder.events.count("toggled-by-user") == 1 and button.get_active()


def test_a_click_on_a_toggle_bound_to_an_action_is_the_users_change(window):
    # B4 (the GNOME app trial): the state the activation settles the action on is told as
    # the user's change; the app changing the action's state is a change from code.
    action = Gio.SimpleAction.new_stateful("sync", None, GLib.Variant.new_boolean(False))
    group = Gio.SimpleActionGroup()
    group.add_action(action)
    window.insert_action_group("app", group)
    button = ToggleKit.Switch(label="Sync", action_name="app.sync")
    window.append(button)
    recorder = Recorder(button)
    values = []
    button.connect("notify::value", lambda b, pspec: values.append(b.get_value()))
    button.activate()
    assert button.get_active() and action.get_state().get_boolean()
    assert recorder.events.count("toggled-by-user") == 1 and values == [ToggleKit.ToggleState.ON]
    assert recorder.events.index("clicked") < recorder.events.index("toggled-by-user")
    action.change_state(GLib.Variant.new_boolean(False))
    assert not button.get_active()
    assert recorder.events.count("toggled-by-user") == 1
    assert values == [ToggleKit.ToggleState.ON, ToggleKit.ToggleState.OFF]


def test_a_switchs_state_is_the_confirmed_value_under_a_commit_policy_too(window):
    # B17, GtkSwitch:state (the app trial): state lags active until the commit is answered,
    # with a commit policy as with a state-set handler, and is notified when it moves.
    button = ToggleKit.Switch(label="Sync", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    window.append(button)
    held, states = [], []
    button.connect("commit", lambda b, commit: held.append(commit) or True)
    button.connect("notify::state", lambda b, spec: states.append(b.props.state))
    button.activate()
    assert button.get_active() and not button.props.state and states == []
    held[0].succeed()
    assert button.props.state and states == [True]
    button.activate()
    assert not button.get_active() and button.props.state
    held[1].fail("offline")
    assert button.get_active() and button.props.state and states == [True]


def test_setting_a_switchs_state_answers_a_commit_as_it_answers_state_set(window):
    # B19, GtkSwitch:state (the GNOME review): set_state answers the save pending whatever
    # made it wait; the ToggleKitCommit reads answered, and setting the old value back is a
    # failure the app hears, not a silent withdrawal.
    button = ToggleKit.Switch(label="Sync", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    window.append(button)
    held, failures, cancelled = [], [], []
    button.connect("commit", lambda b, commit: held.append(commit) or True)
    button.connect("commit-failed", lambda b, reason, error: failures.append(error.message))
    recorder = Recorder(button)
    button.activate()
    held[0].props.cancellable.connect(lambda c: cancelled.append(True))
    button.set_state(True)
    assert held[0].props.answered and button.get_active() and button.props.state
    assert not button.props.pending and recorder.events.count("toggled-by-user") == 1
    button.activate()
    held[1].props.cancellable.connect(lambda c: cancelled.append(True))
    button.set_state(True)
    assert held[1].props.answered and button.get_active() and button.props.state
    assert failures == ["the app set the state back"] and cancelled == []
    assert recorder.events.count("toggled-by-user") == 1


def test_async_commit_failure_rolls_back_with_the_message(window):
    # B19: a failed commit rolls back and tells commit-failed, not toggled-by-user.
    button = ToggleKit.CheckButton(label="Backup", commit_policy=ToggleKit.CommitPolicy.CONFIRMED)
    window.append(button)
    recorder = Recorder(button)
    failures = []
    button.connect("commit", lambda b, commit: GLib.idle_add(
        lambda: commit.fail("disk full") or GLib.SOURCE_REMOVE) or True)
    button.connect("commit-failed", lambda b, reason, error: failures.append((reason, error.message)))
    button.activate()
    assert not button.get_active()  # confirmed: nothing shows before the answer
    assert spin(lambda: failures)
    assert failures == [(ToggleKit.CommitFailure.FAILED, "disk full")]
    assert not button.get_active() and "toggled-by-user" not in recorder.events


def test_a_commit_failed_with_the_apps_gerror_tells_it_with_its_domain_and_code(window):
    # B19: the GError the app's GIO work gave reaches commit-failed; a timeout
    # and the app's own cancel are GIO's TIMED_OUT and CANCELLED.
    button = ToggleKit.Switch(label="Share", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    window.append(button)
    held, errors = [], []
    button.connect("commit", lambda b, commit: held.append(commit) or True)
    button.connect("commit-failed", lambda b, reason, error: errors.append(
        (reason, error.message, error.domain, error.code)))
    button.activate()
    denied = GLib.Error.new_literal(Gio.io_error_quark(), "read-only share",
                                    Gio.IOErrorEnum.PERMISSION_DENIED)
    held[0].fail_with_error(denied)
    assert errors == [(ToggleKit.CommitFailure.FAILED, "read-only share", "g-io-error-quark",
                       Gio.IOErrorEnum.PERMISSION_DENIED)]
    assert not button.get_active()
    button.activate()
    held[1].get_cancellable().cancel()  # the app gives up on its own work
    assert spin(lambda: len(errors) == 2)
    assert errors[1][2:] == ("g-io-error-quark", Gio.IOErrorEnum.CANCELLED)
    button.set_commit_timeout(0.05)
    button.activate()
    assert spin(lambda: len(errors) == 3)
    assert errors[2][0] == ToggleKit.CommitFailure.TIMED_OUT
    assert errors[2][2:] == ("g-io-error-quark", Gio.IOErrorEnum.TIMED_OUT)


def test_code_set_while_pending_cancels_the_commit(window):
    # B20: code wins; the commit's cancellable is cancelled and a late answer does nothing.
    button = ToggleKit.ToggleButton(label="Upload", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    window.append(button)
    kept = []
    button.connect("commit", lambda b, commit: kept.append(commit) or True)
    button.activate()
    assert spin(lambda: kept)
    cancelled = []
    kept[0].get_cancellable().connect(lambda: cancelled.append(True))
    button.set_active(False)
    assert cancelled == [True] and kept[0].props.answered and not button.get_pending()
    kept[0].succeed()
    spin(lambda: False, 0.1)
    assert not button.get_active()


def test_an_unheld_unanswered_commit_fails_and_a_timeout_rolls_back(window):
    # B19: dropped unanswered is a failure; an unanswered held commit times out.
    button = ToggleKit.Switch(label="Timer", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC,
                              commit_timeout=0.05)
    window.append(button)
    failures = []
    held = []
    button.connect("commit", lambda b, commit: held.append(commit) or True)
    button.connect("commit-failed", lambda b, reason, error: failures.append(reason))
    button.activate()
    assert spin(lambda: failures)
    assert failures == [ToggleKit.CommitFailure.TIMED_OUT] and not button.get_active()
    assert held[0].get_cancellable().is_cancelled()


def test_a_commit_released_unanswered_fails_from_the_main_loop_not_inside_the_release(window):
    # B19: no app code runs inside the caller's g_object_unref (in GJS, a
    # garbage collection); the failure comes from the main loop's next iteration.
    import gc
    button = ToggleKit.Switch(label="Drop", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    window.append(button)
    kept, events = [], []
    button.connect("commit", lambda b, commit: kept.append(commit) or True)
    button.connect("commit-failed", lambda b, reason, error: events.append(reason))
    button.activate()
    assert kept and button.get_active() and button.get_pending()
    del kept[:]
    gc.collect()
    events.append("released")
    assert spin(lambda: len(events) == 2)
    assert events == ["released", ToggleKit.CommitFailure.FAILED]
    assert not button.get_active() and not button.get_pending()


def test_group_member_count_is_notified_on_each_join_and_leave(window):
    # G1: n-members notifies on add, remove, the group property, and a
    # member disposed (told from the next main-loop iteration, not from its dispose).
    import gc
    group = ToggleKit.Group.new(Gtk.SelectionMode.BROWSE)
    counts = []
    group.connect("notify::n-members", lambda g, p: counts.append(g.props.n_members))
    first, second = ToggleKit.RadioButton(label="First"), ToggleKit.RadioButton(label="Second")
    group.add(first)
    group.add(second)
    group.remove(first)
    assert counts == [1, 2, 1]
    third = ToggleKit.RadioButton(label="Third", group=second)
    assert counts == [1, 2, 1, 2] and group.props.n_members == 2
    window.append(third)
    window.remove(third)
    del third
    gc.collect()
    assert spin(lambda: counts[-1] == 1)
    assert counts == [1, 2, 1, 2, 1] and group.props.n_members == 1


def test_a_group_is_a_list_model_of_its_members_told_with_items_changed(window):
    # G1: a group is a GListModel of its members' widgets in the order
    # they joined, as gtk_widget_observe_children lists children. Each join and leave is one
    # items-changed, ahead of notify::n-members; a member disposed stays listed until the
    # next main-loop iteration tells that it left. (A GtkListView holds the items it shows,
    # as it does any model's: a member it shows is not disposed.)
    import gc
    group = ToggleKit.Group.new(Gtk.SelectionMode.MULTIPLE)
    assert isinstance(group, Gio.ListModel)
    assert group.get_item_type() == ToggleKit.Button.__gtype__
    events = []
    group.connect("items-changed", lambda g, p, r, a: events.append((p, r, a, g.get_n_items())))
    group.connect("notify::n-members", lambda g, p: events.append(("n", g.props.n_members)))
    toggles = [ToggleKit.CheckButton(label=name) for name in ("A", "B", "C")]
    for toggle in toggles:
        group.add(toggle)
    del toggle  # the loop's name would keep the last one alive
    assert events == [(0, 0, 1, 1), ("n", 1), (1, 0, 1, 2), ("n", 2), (2, 0, 1, 3), ("n", 3)]
    assert [group.get_item(i).get_label() for i in range(3)] == ["A", "B", "C"]
    assert group.get_item(3) is None
    # usage.md's example: a drop-down of the members' labels, following the group.
    names = Gtk.MapListModel.new(group, lambda member: Gtk.StringObject.new(member.props.label))
    summary = Gtk.DropDown.new(names, None)
    assert [names.get_item(i).get_string() for i in range(names.get_n_items())] == ["A", "B", "C"]
    del events[:]
    group.remove(toggles[1])
    assert events == [(1, 1, 0, 2), ("n", 2)]
    assert [member.get_label() for member in group] == ["A", "C"]
    assert summary.get_model().get_n_items() == 2
    del summary, names
    # Into another group: a leave here, a join there.
    other = ToggleKit.Group.new(Gtk.SelectionMode.MULTIPLE)
    del events[:]
    other.add(toggles[0])
    assert events == [(0, 1, 0, 1), ("n", 1)] and other.get_n_items() == 1
    # A selection model over the group follows it, as a GtkListView's would.
    selection = Gtk.NoSelection.new(group)
    assert selection.get_n_items() == 1
    # A member disposed: listed, and readable, until the next iteration tells it left.
    del events[:]
    last = toggles.pop()
    window.append(last)
    window.remove(last)
    del last
    gc.collect()
    assert group.get_n_items() == 1 and group.get_item(0).get_label() == "C"
    assert spin(lambda: events)
    assert events == [(0, 1, 0, 0), ("n", 0)] and group.get_n_items() == 0
    assert selection.get_n_items() == 0


def test_an_exclusive_groups_selected_member_is_bindable_and_told_once_per_change(window):
    # G2, G4: selected-member, as GtkSingleSelection:selected-item: set from
    # a .ui file, bound, notified once per change and before `changed`, and when it leaves.
    builder = Gtk.Builder.new_from_string("""<interface>
      <object class="ToggleKitGroup" id="align">
        <property name="selection-mode">browse</property>
        <property name="selected-member">center</property>
      </object>
      <object class="GtkBox" id="box">
        <child><object class="ToggleKitRadioButton" id="left">
          <property name="label">Left</property><property name="toggle-group">align</property></object></child>
        <child><object class="ToggleKitRadioButton" id="center">
          <property name="label">Center</property><property name="toggle-group">align</property></object></child>
        <child><object class="ToggleKitRadioButton" id="right">
          <property name="label">Right</property><property name="toggle-group">align</property></object></child>
      </object></interface>""", -1)
    group = builder.get_object("align")
    left, center, right = (builder.get_object(name) for name in ("left", "center", "right"))
    window.append(builder.get_object("box"))
    assert group.props.selected_member == center and center.get_active()
    assert group.get_selected_member() == center
    shown = Gtk.Label()
    group.bind_property("selected-member", shown, "label", GObject.BindingFlags.SYNC_CREATE,
                        lambda binding, member: member.get_label() if member else "none")
    assert shown.get_label() == "Center"
    events = []
    group.connect("notify::selected-member",
                  lambda g, p: events.append(("notify", g.props.selected_member.get_label()
                                              if g.props.selected_member else None)))
    group.connect("changed", lambda g, by_user: events.append(("changed", by_user)))
    right.activate()
    assert events == [("changed", True), ("notify", "Right")] and shown.get_label() == "Right"
    right.activate()  # BROWSE: the member on stays on, nothing changes, nothing is told
    assert events == [("changed", True), ("notify", "Right")]
    group.select(center)
    assert events[2:] == [("changed", False), ("notify", "Center")]
    group.props.selected_member = left
    assert left.get_active() and not center.get_active()
    assert events[4:] == [("changed", False), ("notify", "Left")]  # the same through a set
    group.remove(left)  # the member on leaves: none is selected now
    assert group.props.selected_member is None and shown.get_label() == "none"
    assert events[6:] == [("changed", False), ("notify", None)]
    group.props.selected_member = None  # already none: nothing is told
    assert events[8:] == []
    # A member on that is disposed reads NULL at once, and is told from the next main-loop
    # iteration (not from its dispose, where a binding may be collecting garbage), with no
    # `changed`, as n-members is.
    import gc
    group.select(center)
    assert events[8:] == [("changed", False), ("notify", "Center")]
    builder.get_object("box").remove(center)
    del builder, center
    gc.collect()
    assert group.props.selected_member is None and events[10:] == []
    assert spin(lambda: len(events) > 10)
    spin(lambda: False, 0.05)
    assert events[10:] == [("notify", None)] and shown.get_label() == "none"
    assert ToggleKit.Group.new_multiple(0, 3).props.selected_member is None


def test_only_the_group_a_disposed_member_leaves_holds_its_signal_back():
    # C6: a handler that changes another group during the dispose is heard.
    left = ToggleKit.Group.new_multiple(0, 10)
    everything = ToggleKit.CheckButton(label="All")
    member_on, member_off = ToggleKit.CheckButton(label="On"), ToggleKit.CheckButton(label="Off")
    left.add(member_on)
    left.add(member_off)
    left.set_select_all(everything)
    member_on.set_active(True)
    assert everything.get_value() == ToggleKit.ToggleState.MIXED
    other = ToggleKit.Group.new(Gtk.SelectionMode.SINGLE)
    radios = [ToggleKit.RadioButton(label=name) for name in ("A", "B")]
    for radio in radios:
        other.add(radio)
    heard_left, heard_other = [], []
    left.connect("changed", lambda g, by_user: heard_left.append(by_user))
    other.connect("changed", lambda g, by_user: heard_other.append(by_user))
    everything.connect("toggled", lambda b: other.select(radios[1]))
    member_off.run_dispose()  # every member left is on: "All" turns on
    assert everything.get_active()
    assert heard_left == [] and heard_other == [False]
    assert radios[1].get_active()


def test_a_page_kept_after_its_window_is_destroyed_keeps_its_group_and_its_commit():
    # G1, B17: unroot changes no configuration, as in GTK; only closures a
    # Swift app gave are dropped, and a Python app gave none.
    import gc
    page = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    group = ToggleKit.Group.new(Gtk.SelectionMode.BROWSE)
    radios = [ToggleKit.RadioButton(label=name) for name in ("Left", "Right")]
    for radio in radios:
        page.append(radio)
        group.add(radio)
    group.select(radios[0])
    confirmed = ToggleKit.CheckButton(label="Save", commit_policy=ToggleKit.CommitPolicy.CONFIRMED)
    page.append(confirmed)
    asked = []
    confirmed.connect("commit", lambda b, commit: asked.append(commit) or True)
    first = Gtk.Window(title="first")
    first.set_child(page)
    first.present()
    assert spin(lambda: page.get_mapped())
    first.destroy()
    del first  # the window's last reference: its dispose unparents the page
    gc.collect()
    assert page.get_root() is None
    # Idle past the toggles' own idle check: a lower-priority source runs after it.
    idled = []
    GLib.idle_add(lambda: idled.append(True) or GLib.SOURCE_REMOVE, priority=GLib.PRIORITY_LOW)
    assert spin(lambda: idled)
    second = Gtk.Window(title="second")
    second.set_child(page)
    second.present()
    try:
        assert spin(lambda: page.get_mapped())
        radios[1].activate()
        assert [radio.get_active() for radio in radios] == [False, True]
        assert group.props.n_members == 2
        confirmed.activate()
        assert len(asked) == 1 and not confirmed.get_active() and confirmed.get_pending()
        assert confirmed.props.commit_policy == ToggleKit.CommitPolicy.CONFIRMED
        asked.pop().succeed()
        assert confirmed.get_active() and not confirmed.get_pending()
    finally:
        second.destroy()


def test_no_commit_handler_commits_at_once(window):
    # B17: with no handler taking the change over, it commits.
    button = ToggleKit.CheckButton(label="Plain", commit_policy=ToggleKit.CommitPolicy.CONFIRMED)
    window.append(button)
    button.activate()
    assert spin(lambda: button.get_active() and not button.get_pending())


def test_roles_read_through_atspi_from_another_process():
    # Accessibility: each look has its native twin's role, read as Orca reads it.
    # This process keeps off the accessibility bus (GTK_A11Y=none, run.sh): the reader asks
    # every application on it for its name, and this one is busy waiting for the reader.
    app = subprocess.Popen([sys.executable, str(HERE / "roles_app.py")], stdout=subprocess.PIPE,
                           text=True, env={**os.environ, "GTK_A11Y": "atspi"})
    try:
        assert app.stdout.readline().strip() == "ready"
        reader = subprocess.run([sys.executable, str(HERE / "atspi_widgets.py"), "roles_app.py"],
                                capture_output=True, text=True, timeout=30)
        # A reader that could not run (no pyatspi, no bus) must fail here, not leave every
        # role None, where the push button's None would equal its native twin's.
        assert reader.returncode == 0, reader.stderr
        # The widgets, not their title labels (which share their names).
        rows = [line.split("|") for line in reader.stdout.splitlines()]
        roles = {row[0]: row[1] for row in rows if row[1] != "label"}
        states = {row[0]: row[6] for row in rows if row[1] != "label"}
    finally:
        app.terminate()
        app.wait(timeout=10)
    native = {"Native push": roles.get("Native push"), "Native check": roles.get("Native check"),
              "Native switch": roles.get("Native switch")}
    assert roles.get("Push") == native["Native push"]
    assert roles.get("Check") == native["Native check"] == "check box"
    assert roles.get("Radio") == "radio button"
    assert roles.get("Switch") == native["Native switch"]
    assert "checked" in states.get("Check", "") and "pressed" in states.get("Push", "")


def rows_of(widget, found=None):
    """The ToggleKit rows a list widget holds now."""
    found = [] if found is None else found
    child = widget.get_first_child()
    while child is not None:
        if isinstance(child, ToggleKit.Button):
            found.append(child)
        else:
            rows_of(child, found)
        child = child.get_next_sibling()
    return found


def test_store_keeps_values_per_item_and_tells_changes():
    # L4, L5: unknown items, repeated inserts, changes told per item and in bulk.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    changes, bulk = [], []
    store.connect("item-changed", lambda s, item, value, by_user: changes.append((item, value, by_user)))
    store.connect("all-changed", lambda s, value, count, by_user: bulk.append((value, count, by_user)))
    assert store.insert("wifi", ToggleKit.ToggleState.ON)
    assert not store.insert("wifi", ToggleKit.ToggleState.OFF)
    assert store.insert("bluetooth", ToggleKit.ToggleState.OFF)
    assert store.get_n_items() == 2 and store.get_n_on() == 1
    assert store.get_value("wifi") == ToggleKit.ToggleState.ON
    assert not store.contains("nfc") and not store.set_value("nfc", ToggleKit.ToggleState.ON)
    assert store.set_value("bluetooth", ToggleKit.ToggleState.ON)
    assert changes == [("bluetooth", ToggleKit.ToggleState.ON, False)]
    store.set_all(ToggleKit.ToggleState.OFF)
    assert bulk == [(ToggleKit.ToggleState.OFF, 2, False)] and store.props.n_on == 0
    assert store.remove("wifi") and not store.contains("wifi")


def test_a_store_reads_its_selection_back_and_takes_items_in_one_call():
    # L1, L4: what a GSettings "as" key keeps, out and back in.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    counts = []
    store.connect("notify::n-items", lambda s, p: counts.append(s.get_n_items()))
    assert store.insert_all([f"item {n}" for n in range(1000)], ToggleKit.ToggleState.OFF) == 1000
    assert counts == [1000]  # one notify for the whole insert
    for name in ("item 7", "item 3", "item 500"):
        store.set_value(name, ToggleKit.ToggleState.ON)
    kept = store.get_selection()
    assert kept == ["item 3", "item 7", "item 500"]  # in insertion order
    restored = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    assert restored.insert_all(kept, ToggleKit.ToggleState.ON) == 3
    assert restored.insert_all(["item 3", "item 9"], ToggleKit.ToggleState.OFF) == 1  # 3 is there
    assert restored.get_selection() == kept and restored.get_n_items() == 4
    assert ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE).get_selection() == []
    single = ToggleKit.Store.new(Gtk.SelectionMode.SINGLE)
    assert single.insert_all(["a", "b"], ToggleKit.ToggleState.ON) == 2
    assert single.get_selection() == ["a"]


def test_a_store_puts_a_kept_selection_back_in_one_call():
    # L8: what a GSettings "as" key kept, put back at the next start; items
    # removed since are left out, and the call says so.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    store.insert_all(["a", "b", "c", "d"], ToggleKit.ToggleState.OFF)
    store.set_value("a", ToggleKit.ToggleState.ON)
    changes = []
    store.connect("item-changed", lambda s, item, value, by_user: changes.append((item, value, by_user)))
    assert store.restore(["c", "gone", "b", "c"]) == (False, ["gone", "c"])  # gone, and a repeat
    assert store.get_selection() == ["b", "c"] and store.props.n_on == 2
    off, on = ToggleKit.ToggleState.OFF, ToggleKit.ToggleState.ON
    assert changes == [("a", off, False), ("c", on, False), ("b", on, False)]  # off first
    changes.clear()
    assert store.restore(store.get_selection()) == (True, []) and changes == []
    assert store.restore(None) == (True, []) and store.props.n_on == 0  # None: no item on
    single = ToggleKit.Store.new(Gtk.SelectionMode.BROWSE)
    single.insert_all(["x", "y"], ToggleKit.ToggleState.OFF)
    assert single.restore(["y", "x"]) == (False, ["x"])  # one item at most: the first it holds
    assert single.get_selection() == ["y"]


def test_the_usage_pages_gsettings_round_trip_keeps_a_selection_across_starts(tmp_path):
    # L8: the C library's usage page, run: an "as" key written on every change that stands,
    # read back into a new store at the next start, an item gone since left out.
    (tmp_path / "org.example.Sources.gschema.xml").write_text(
        '<schemalist><schema id="org.example.Sources" path="/org/example/sources/">'
        '<key name="sources" type="as"><default>[]</default></key></schema></schemalist>'
    )
    subprocess.run(["glib-compile-schemas", str(tmp_path)], check=True)
    source = Gio.SettingsSchemaSource.new_from_directory(str(tmp_path), None, False)
    schema = source.lookup("org.example.Sources", False)
    backend = Gio.memory_settings_backend_new()
    settings = Gio.Settings.new_full(schema, backend, None)

    def start(items):
        store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
        store.insert_all(items, ToggleKit.ToggleState.OFF)
        _, left_out = store.restore(settings.get_strv("sources"))

        def keep(store, *_):
            settings.set_strv("sources", store.get_selection())

        store.connect("item-changed", keep)
        store.connect("all-changed", keep)
        return store, left_out

    first, left_out = start(["mail", "photos", "notes"])
    assert left_out == [] and first.get_selection() == []
    first.set_all(ToggleKit.ToggleState.ON)  # select all: one all-changed
    assert settings.get_strv("sources") == ["mail", "photos", "notes"]
    first.set_value("mail", ToggleKit.ToggleState.OFF)
    assert settings.get_strv("sources") == ["photos", "notes"]
    second, left_out = start(["mail", "photos"])  # "notes" was removed since
    assert left_out == ["notes"] and second.get_selection() == ["photos"]


def test_a_store_follows_its_list_model():
    # L4: one list, not two. Items added, removed, moved and duplicated in a
    # GtkStringList reach the store; values survive moves; NULL stops following.
    names = Gtk.StringList.new(["a", "b", "c"])
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    store.insert("mine", ToggleKit.ToggleState.ON)
    counts = []
    store.connect("notify::n-items", lambda s, p: counts.append(s.get_n_items()))
    store.follow_model(names, "string")
    assert [store.contains(n) for n in ("a", "b", "c", "mine")] == [True] * 4
    store.set_value("b", ToggleKit.ToggleState.ON)
    names.remove(0)  # "a" leaves
    assert not store.contains("a") and store.get_n_items() == 3
    names.splice(0, 1, ["b2"])  # "b" out, "b2" in
    assert not store.contains("b") and store.contains("b2")
    names.splice(1, 1, [])  # "c" out
    names.append("c")  # and back: it comes back off, as a new item
    assert store.get_value("c") == ToggleKit.ToggleState.OFF
    store.set_value("c", ToggleKit.ToggleState.ON)
    names.splice(0, 2, ["c", "b2"])  # a move in one change: "c" keeps its value
    assert store.get_value("c") == ToggleKit.ToggleState.ON
    names.append("c")  # a duplicate: one state, and it stays while one is left
    names.remove(0)
    assert store.contains("c")
    assert store.contains("mine")  # the app's own item stays
    assert counts and counts[-1] == store.get_n_items()
    store.follow_model(None, None)
    names.remove(0)
    assert store.contains("b2")  # no longer followed
    big = Gtk.StringList.new([str(n) for n in range(10000)])
    many = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    many.follow_model(big, "string")
    assert many.get_n_items() == 10000


def test_a_followed_model_that_moves_an_item_in_two_changes_keeps_its_state():
    # L4: drag and drop moves an item as a removal and an insertion, two items-changed; the
    # item comes back as it was (value and enabled state) when it comes back in the same
    # main-loop iteration, and as a new item, off, after it.
    names = Gtk.StringList.new(["a", "b", "c", "d"])
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    store.follow_model(names, "string")
    store.set_value("b", ToggleKit.ToggleState.ON)
    store.set_enabled("c", False)
    names.remove(1)
    names.splice(2, 0, ["b"])  # "b" moved after "c"
    assert store.get_value("b") == ToggleKit.ToggleState.ON and store.get_n_on() == 1
    names.remove(1)
    names.splice(0, 0, ["c"])  # "c" moved first: still disabled
    assert not store.get_enabled("c") and store.get_n_items() == 4
    # The same with a GListStore of the app's own objects, sorted in place.
    items = Gio.ListStore.new(Gtk.StringObject)
    for name in ("x", "y", "z"):
        items.append(Gtk.StringObject.new(name))
    other = ToggleKit.Store.new(Gtk.SelectionMode.SINGLE)
    other.follow_model(items, "string")
    other.set_value("z", ToggleKit.ToggleState.ON)
    moved = items.get_item(2)
    items.remove(2)
    items.insert(0, moved)
    assert other.get_value("z") == ToggleKit.ToggleState.ON
    # Gone for a whole iteration: it comes back as a new item, off.
    items.remove(0)
    assert not other.contains("z")
    while GLib.MainContext.default().iteration(False):  # the loop turns: what is ready runs
        pass
    items.append(Gtk.StringObject.new("z"))
    assert other.get_value("z") == ToggleKit.ToggleState.OFF


def test_an_item_moved_in_two_changes_while_its_save_waits_comes_back_as_the_app_was_told(window):
    # L4, B20: leaving withdraws the save (its cancellable is cancelled, the optimistic value
    # goes back); the item comes back with that value, not the withdrawn proposal.
    names = Gtk.StringList.new(["a", "b", "c"])
    store = ToggleKit.Store(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    store.follow_model(names, "string")
    kept = []
    store.connect("commit", lambda s, item, commit: kept.append(commit) or True)
    factory = store.create_factory(ToggleKit.Look.CHECKBOX, "string", None)
    view = Gtk.ListView(model=Gtk.NoSelection(model=names), factory=factory)
    window.append(view)
    assert spin(lambda: len(rows_of(view)) == 3)
    next(r for r in rows_of(view) if r.get_label() == "b").activate()
    assert kept and store.get_value("b") == ToggleKit.ToggleState.ON and store.get_pending("b")
    names.remove(1)
    names.splice(2, 0, ["b"])
    assert kept[0].get_cancellable().is_cancelled()
    assert store.get_value("b") == ToggleKit.ToggleState.OFF and not store.get_pending("b")


def test_exclusive_store_keeps_one_on():
    # L1 with G2's rules: an exclusive store.
    store = ToggleKit.Store(selection_mode=Gtk.SelectionMode.SINGLE)
    for item in ("a", "b", "c"):
        store.insert(item, ToggleKit.ToggleState.ON)
    assert [store.get_value(i) for i in "abc"] == [ToggleKit.ToggleState.ON, ToggleKit.ToggleState.OFF, ToggleKit.ToggleState.OFF]
    store.set_value("c", ToggleKit.ToggleState.ON)
    assert [store.get_value(i) for i in "abc"] == [ToggleKit.ToggleState.OFF, ToggleKit.ToggleState.OFF, ToggleKit.ToggleState.ON]
    # G5: every item on cannot be held by an exclusive store of three: refused, and said so.
    assert not store.set_all(ToggleKit.ToggleState.ON)
    assert store.get_n_on() == 1 and store.get_value("c") == ToggleKit.ToggleState.ON
    assert store.set_all(ToggleKit.ToggleState.OFF) and store.get_n_on() == 0


def make_list(store, count):
    names = Gtk.StringList.new([str(n) for n in range(count)])
    for n in range(count):
        store.insert(str(n), ToggleKit.ToggleState.OFF)
    factory = store.create_factory(ToggleKit.Look.CHECKBOX, "string", None)
    view = Gtk.ListView(model=Gtk.NoSelection(model=names), factory=factory)
    scroller = Gtk.ScrolledWindow(child=view, min_content_height=300)
    return scroller, view


def store_from_ui(body, mode="multiple"):
    builder = Gtk.Builder()
    builder.add_from_string(f"""<interface><object class="ToggleKitStore" id="store">
        <property name="selection-mode">{mode}</property>{body}</object></interface>""")
    return builder.get_object("store")


def test_a_ui_file_fills_a_store_with_items_as_a_string_list_is_filled():
    # C7, L4: <items> as GtkStringList's, each with an optional value.
    store = store_from_ui("""<property name="allows-mixed">true</property>
        <items><item>wifi</item><item value="on">bluetooth</item>
               <item value="mixed">sync</item><item value="on">wifi</item></items>""")
    assert store.props.n_items == 3 and store.get_n_on() == 1
    assert [store.get_value(item) for item in ("wifi", "bluetooth", "sync")] == [
        ToggleKit.ToggleState.OFF, ToggleKit.ToggleState.ON, ToggleKit.ToggleState.MIXED]
    assert list(store.get_selection()) == ["bluetooth"]  # a repeated item keeps its first value
    exclusive = store_from_ui("""<items><item value="on">left</item>
        <item value="on">right</item></items>""", mode="browse")
    assert list(exclusive.get_selection()) == ["left"]  # an exclusive store keeps one on


BUILDER, MARKUP = "gtk-builder-error-quark", "g-markup-error-quark"


@pytest.mark.parametrize("items, domain, message", [
    ('<items><item value="mixed">sync</item></items>', BUILDER, "allows-mixed is off"),
    ('<items><item value="maybe">sync</item></items>', BUILDER, "maybe"),
    ("<items><entry>sync</entry></items>", BUILDER, "only <item>"),
    ("<items><item></item></items>", BUILDER, "names no item"),
    ('<items><item name="x">sync</item></items>', MARKUP, "name"),  # as GtkStringList's
])
def test_a_ui_files_bad_items_are_the_builders_error_not_a_crash(items, domain, message):
    # C7: what GtkBuilder reports for a bad value, tag or attribute.
    with pytest.raises(GLib.Error) as failure:
        store_from_ui(items)
    assert failure.value.domain == domain and message in failure.value.message


def test_list_rows_show_their_items_and_a_row_activation_changes_the_item(window):
    # L1, L2: rows show the item they are bound to; a row's activation changes the item.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    scroller, view = make_list(store, 10_000)
    window.append(scroller)
    store.set_value("3", ToggleKit.ToggleState.ON)
    assert spin(lambda: len(rows_of(view)) > 5)
    rows = {row.get_label(): row for row in rows_of(view)}
    assert rows["3"].get_active() and not rows["4"].get_active()
    told = []
    store.connect("item-changed", lambda s, item, value, by_user: told.append((item, value, by_user)))
    rows["5"].activate()
    assert store.get_value("5") == ToggleKit.ToggleState.ON
    assert told == [("5", ToggleKit.ToggleState.ON, True)]
    assert 5 < len(rows_of(view)) < 1000  # GTK recycles a bounded number of rows


def test_a_change_request_handler_refuses_a_users_change_of_one_item(window):
    # B5, C7: the store's veto. A refused change changes and tells nothing,
    # asks no save; code and the other items are not asked about.
    store = ToggleKit.Store(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    scroller, view = make_list(store, 20)
    window.append(scroller)
    asked, told, commits = [], [], []
    store.connect("change-request",
                  lambda s, item, value: asked.append((item, value)) or item == "3")
    store.connect("item-changed", lambda s, item, value, by_user: told.append((item, by_user)))
    store.connect("commit", lambda s, item, commit: commits.append(item) and False)
    assert spin(lambda: len(rows_of(view)) > 5)
    rows = {row.get_label(): row for row in rows_of(view)}
    rows["3"].activate()
    assert asked == [("3", ToggleKit.ToggleState.ON)]
    assert store.get_value("3") == ToggleKit.ToggleState.OFF and not rows["3"].get_active()
    assert told == [] and commits == []
    rows["4"].activate()
    assert asked[1:] == [("4", ToggleKit.ToggleState.ON)] and commits == ["4"]
    assert store.get_value("4") == ToggleKit.ToggleState.ON and told == [("4", True)]
    store.set_value("3", ToggleKit.ToggleState.ON)  # code is not asked
    assert len(asked) == 2 and store.get_value("3") == ToggleKit.ToggleState.ON


def test_a_save_belongs_to_the_item_not_the_row(window):
    # L3: the commit names the item; the answer reaches the item.
    store = ToggleKit.Store(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    scroller, view = make_list(store, 100)
    window.append(scroller)
    kept = []
    store.connect("commit", lambda s, item, commit: kept.append(commit) or True)
    told = []
    store.connect("item-changed", lambda s, item, value, by_user: told.append((item, by_user)))
    assert spin(lambda: len(rows_of(view)) > 5)
    row = next(r for r in rows_of(view) if r.get_label() == "7")
    row.activate()
    assert spin(lambda: kept)
    assert kept[0].get_item() == "7" and kept[0].get_button() is None
    assert store.get_pending("7") and row.get_pending()
    kept[0].succeed()
    assert spin(lambda: not store.get_pending("7"))
    assert store.get_value("7") == ToggleKit.ToggleState.ON and told == [("7", True)]
    # A failed save is told with its item, its reason and the app's GError.
    failed = []
    store.connect("commit-failed", lambda s, item, reason, error: failed.append(
        (item, reason, error.message, error.code)))
    row = next(r for r in rows_of(view) if r.get_label() == "8")
    row.activate()
    kept[1].fail_with_error(GLib.Error.new_literal(
        Gio.io_error_quark(), "quota exceeded", Gio.IOErrorEnum.NO_SPACE))
    assert spin(lambda: failed)
    assert failed == [("8", ToggleKit.CommitFailure.FAILED, "quota exceeded", Gio.IOErrorEnum.NO_SPACE)]
    assert store.get_value("8") == ToggleKit.ToggleState.OFF and told == [("7", True)]


def test_a_users_select_all_is_one_save(window):
    # L5: a user's select all (Ctrl+A, or the app's own "Select All") is one commit; the
    # items wait, and a failure puts back exactly the values before.
    store = ToggleKit.Store(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    scroller, view = make_list(store, 1000)
    window.append(scroller)
    store.set_value("3", ToggleKit.ToggleState.ON)
    asked, bulk = [], []
    store.connect("commit-all", lambda s, value, n, commit: asked.append((value, n, commit)) or True)
    per_item = []
    store.connect("commit", lambda s, item, commit: per_item.append(item) or True)
    store.connect("all-changed", lambda s, value, count, by_user: bulk.append((value, count, by_user)))
    n_on_told = []
    store.connect("notify::n-on", lambda s, _: n_on_told.append(s.get_n_on()))
    assert spin(lambda: len(rows_of(view)) > 5)
    assert store.select_all(None)
    assert len(asked) == 1
    value, n_changed, commit = asked[0]
    assert value == ToggleKit.ToggleState.ON and n_changed == 999 and commit.get_item() is None
    assert per_item == []
    assert store.get_n_on() == 1000 and store.get_pending("5") and not store.get_pending("3")
    assert n_on_told == [1000]  # n-on follows the values shown, saved or not yet
    row = next(r for r in rows_of(view) if r.get_label() == "5")
    assert row.get_active() and row.get_pending()
    # Every activation of the store waits for the save (G8).
    row.activate()
    assert not store.unselect_all(None) and len(asked) == 1
    assert bulk == []  # told once it stands
    failed = []
    store.connect("commit-failed", lambda s, item, reason, error: failed.append((item, error.message)))
    commit.fail("the server is offline")
    assert failed == [(None, "the server is offline")]  # a bulk save: no item
    assert spin(lambda: not store.get_pending("5"))
    assert store.get_n_on() == 1 and store.get_value("3") == ToggleKit.ToggleState.ON
    assert not row.get_active() and bulk == [] and n_on_told == [1000, 1]
    # Answered at once by a handler that takes it over, it commits and is told.
    asked.clear()
    assert store.select_all(None)
    asked[0][2].succeed()
    assert spin(lambda: bulk == [(ToggleKit.ToggleState.ON, 999, True)])
    assert store.get_n_on() == 1000 and not store.get_pending("5")
    # Nothing left to change: refused, and said so.
    assert not store.select_all(None)


def test_a_select_all_that_only_commit_would_hear_is_refused_and_said(window):
    # L5: an app that handles commit (each item) and not commit-all saves every item it hears
    # of; a user's select all it could not save is refused before anything moves, and
    # commit-failed says why, with no item. With neither handled, nothing is saved at all
    # and it applies at once (C4).
    store = ToggleKit.Store(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    scroller, view = make_list(store, 1000)
    window.append(scroller)
    per_item, failed, bulk = [], [], []
    store.connect("commit", lambda s, item, commit: per_item.append(commit) or True)
    store.connect("commit-failed", lambda s, item, reason, error: failed.append(
        (item, reason, error.message)))
    store.connect("all-changed", lambda s, value, count, by_user: bulk.append(count))
    assert spin(lambda: len(rows_of(view)) > 5)
    assert not store.select_all(None)
    assert store.get_n_on() == 0 and not store.get_pending("5") and bulk == []
    assert len(failed) == 1
    item, reason, message = failed[0]
    assert item is None and reason == ToggleKit.CommitFailure.REFUSED and "one item at a time" in message
    # A tap is still one save of its item.
    row = next(r for r in rows_of(view) if r.get_label() == "5")
    row.activate()
    assert len(per_item) == 1 and per_item[0].get_item() == "5"
    per_item[0].succeed()
    assert spin(lambda: not store.get_pending("5"))
    # Once commit-all is handled too, the same select all is one save.
    store.connect("commit-all", lambda s, value, n, commit: commit.succeed() or True)
    assert store.select_all(None)
    assert spin(lambda: bulk == [999]) and store.get_n_on() == 1000
    # A store whose app handles neither saves nothing: its select all applies at once.
    plain = ToggleKit.Store(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    plain.insert_all(["a", "b"], ToggleKit.ToggleState.OFF)
    assert plain.select_all(None) and plain.get_n_on() == 2


def press_shortcut(widget, trigger):
    """Runs the shortcut for TRIGGER that a controller of WIDGET holds, as GTK does for the key."""
    wanted = Gtk.ShortcutTrigger.parse_string(trigger)
    controllers = widget.observe_controllers()
    for index in range(controllers.get_n_items()):
        controller = controllers.get_item(index)
        if not isinstance(controller, Gtk.ShortcutController):
            continue
        for position in range(controller.get_n_items()):
            shortcut = controller.get_item(position)
            if shortcut.get_trigger().equal(wanted):
                return shortcut.get_action().activate(Gtk.ShortcutActionFlags(0), widget, None)
    return False


def test_select_all_keys_follow_a_search(window):
    # L5: with a GtkFilterListModel showing 280 of 10,000 items, Ctrl+A turns those on only.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    names = Gtk.StringList.new([str(n) for n in range(10_000)])
    for n in range(10_000):
        store.insert(str(n), ToggleKit.ToggleState.OFF)
    store.set_value("8", ToggleKit.ToggleState.ON)
    # A search for "77", as an app's search entry would set it.
    search = Gtk.CustomFilter.new(lambda item: "77" in item.get_string())
    shown = Gtk.FilterListModel(model=names, filter=search)
    factory = store.create_factory(ToggleKit.Look.CHECKBOX, "string", None)
    view = Gtk.ListView(model=Gtk.NoSelection(model=shown), factory=factory)
    store.handle_select_all_keys(view)
    assert shown.get_n_items() == 280
    assert press_shortcut(view, "<Control>a")
    assert store.get_n_on() == 281 and store.get_value("177") == ToggleKit.ToggleState.ON
    assert store.get_value("8") == ToggleKit.ToggleState.ON and store.get_value("9") == ToggleKit.ToggleState.OFF
    assert press_shortcut(view, "<Control><Shift>a")
    assert store.get_n_on() == 1
    # The app's own "Select All" button does what the keys do, over what the list shows.
    assert store.select_all(view) and store.get_n_on() == 281
    assert store.unselect_all(view) and store.get_n_on() == 1
    search.set_filter_func(None)  # the search emptied: the keys cover every item again
    assert press_shortcut(view, "<Control>slash")
    assert store.get_n_on() == 10_000
    # A page of the list (GtkSliceListModel): only the rows on it.
    store.set_all(ToggleKit.ToggleState.OFF)
    page = Gtk.SliceListModel(model=names, offset=100, size=50)
    paged = Gtk.ListView(model=Gtk.NoSelection(model=page), factory=factory)
    assert store.select_all(paged) and store.get_n_on() == 50
    assert store.get_value("100") == ToggleKit.ToggleState.ON and store.get_value("99") == ToggleKit.ToggleState.OFF


class Setting(GObject.Object):
    """An app's own list item: the store item in one property, the row's title in another."""
    key = GObject.Property(type=str)
    title = GObject.Property(type=str)


def test_rows_read_item_and_title_from_the_apps_own_item_type(window):
    # L1, L4: named properties of the app's items; an item with no store entry shows nothing.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    model = Gio.ListStore(item_type=Setting)
    for key, title in [("wifi", "Wi-Fi"), ("bt", "Bluetooth"), ("ghost", "Not in the store")]:
        model.append(Setting(key=key, title=title))
        if key != "ghost":
            store.insert(key, ToggleKit.ToggleState.ON if key == "bt" else ToggleKit.ToggleState.OFF)
    factory = store.create_factory(ToggleKit.Look.SWITCH, "key", "title")
    view = Gtk.ListView(model=Gtk.NoSelection(model=model), factory=factory)
    window.append(view)
    assert spin(lambda: len(rows_of(view)) == 3)
    rows = rows_of(view)
    assert [r.get_label() for r in rows] == ["Wi-Fi", "Bluetooth", ""]
    assert [r.get_active() for r in rows] == [False, True, False]
    assert not rows[2].get_sensitive()
    rows[0].activate()
    assert store.get_value("wifi") == ToggleKit.ToggleState.ON


def test_a_row_follows_its_items_title_while_bound(window):
    # L1 (the GNOME app trial): a renamed item renames its row at once; NULL shows its key;
    # once the row shows another item, the old one's renames do not reach it.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    model = Gio.ListStore(item_type=Setting)
    for key, title in [("wifi", "Wi-Fi"), ("bt", "Bluetooth")]:
        model.append(Setting(key=key, title=title))
        store.insert(key, ToggleKit.ToggleState.OFF)
    view = Gtk.ListView(model=Gtk.NoSelection(model=model),
                        factory=store.create_factory(ToggleKit.Look.CHECKBOX, "key", "title"))
    window.append(view)
    assert spin(lambda: len(rows_of(view)) == 2)
    wifi = model.get_item(0)
    wifi.props.title = "Wireless"
    assert sorted(r.get_label() for r in rows_of(view)) == ["Bluetooth", "Wireless"]
    wifi.props.title = None
    assert sorted(r.get_label() for r in rows_of(view)) == ["Bluetooth", "wifi"]
    model.remove(0)
    assert spin(lambda: [r.get_label() for r in rows_of(view) if r.get_child_visible()
                         and r.get_mapped()] == ["Bluetooth"])
    wifi.props.title = "Gone"
    assert "Gone" not in [r.get_label() for r in rows_of(view)]


class NamedSetting(GObject.Object):
    """An item whose title property has a dash, which apps may spell with an underscore."""
    key = GObject.Property(type=str)
    display_name = GObject.Property(type=str)


def test_a_row_follows_a_title_property_named_with_underscores(window):
    # L1 (the GNOME review): "display_name" and "display-name" are one property, whose
    # notify detail is "display-name"; the row follows it either way.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    model = Gio.ListStore(item_type=NamedSetting)
    model.append(NamedSetting(key="wifi", display_name="Wi-Fi"))
    store.insert("wifi", ToggleKit.ToggleState.OFF)
    view = Gtk.ListView(model=Gtk.NoSelection(model=model),
                        factory=store.create_factory(ToggleKit.Look.CHECKBOX, "key", "display_name"))
    window.append(view)
    assert spin(lambda: len(rows_of(view)) == 1)
    assert rows_of(view)[0].get_label() == "Wi-Fi"
    model.get_item(0).props.display_name = "Wireless"
    assert rows_of(view)[0].get_label() == "Wireless"


def test_the_readme_python_example_runs_as_written():
    # The README's Python quick start, executed: it must use the API as it is.
    readme = (HERE.parent.parent / "README.md").read_text()
    section = readme[readme.index("## Quick start"):]
    section = section[:section.index("\n## ", 1)]
    block = section[section.index("```python\n") + len("```python\n"):]
    block = block[:block.index("```")]
    names = {}
    exec(compile(block, "README.md", "exec"), names)
    assert names["sync"].get_commit_policy() == ToggleKit.CommitPolicy.OPTIMISTIC
    assert names["group"].props.n_members == 3
    names["sync"].activate()
    assert spin(lambda: not names["sync"].get_pending()) and names["sync"].get_active()


def test_changing_the_timeout_or_policy_keeps_a_waiting_commit(window):
    # C4: the timeout is read when a commit starts; optimistic <-> confirmed
    # switches keep the waiting change.
    button = ToggleKit.Switch(label="Keep", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    window.append(button)
    kept = []
    button.connect("commit", lambda b, commit: kept.append(commit) or True)
    button.activate()
    assert kept and button.get_pending() and button.get_active()
    button.set_commit_timeout(60)
    button.set_commit_policy(ToggleKit.CommitPolicy.CONFIRMED)
    assert button.get_pending() and button.get_active()
    assert not kept[0].get_cancellable().is_cancelled()
    kept[0].succeed()
    assert not button.get_pending() and button.get_active()


def test_no_commit_timeout_by_default_in_the_gobject_api():
    # C4: no library default cancels the app's own GIO work.
    assert ToggleKit.Switch().props.commit_timeout == 0
    assert ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE).props.commit_timeout == 0
    assert ToggleKit.Tree.new().props.commit_timeout == 0
    spec = ToggleKit.Button.find_property("commit-timeout")
    assert spec.default_value == 0


def test_a_zero_timeout_waits_as_long_as_the_app_takes(window):
    # B19, C4: 0 is no limit, as GtkSwitch's state-set has none.
    button = ToggleKit.CheckButton(label="Slow", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC,
                                   commit_timeout=0)
    window.append(button)
    kept = []
    button.connect("commit", lambda b, commit: kept.append(commit) or True)
    button.activate()
    spin(lambda: False, 0.3)
    assert button.get_pending() and not kept[0].props.answered
    kept[0].fail("no")
    assert not button.get_pending() and not button.get_active()


def test_an_app_made_commit_is_inert():
    # G_object_new gives a whole object; answering it changes nothing.
    commit = ToggleKit.Commit()
    assert commit.get_cancellable() is not None and commit.get_button() is None
    commit.succeed()


def test_a_commit_dropped_on_another_thread_fails_on_the_main_thread(window):
    # The last reference may go on a GTask's thread; the outcome is the main's.
    import threading
    button = ToggleKit.ToggleButton(label="Thread", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    window.append(button)
    kept, failed_on = [], []
    button.connect("commit", lambda b, commit: kept.append(commit) or True)
    button.connect("commit-failed", lambda b, reason, error: failed_on.append(threading.current_thread()))
    button.activate()
    commit = kept.pop()
    holder = [commit]
    del commit
    worker = threading.Thread(target=holder.clear)
    worker.start()
    worker.join()
    assert spin(lambda: failed_on)
    assert failed_on == [threading.main_thread()] and not button.get_active()


def test_store_counts_notify_on_insert_and_remove():
    # N-items and n-on notify as the counts move.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    told = []
    store.connect("notify::n-items", lambda s, p: told.append("n-items"))
    store.connect("notify::n-on", lambda s, p: told.append("n-on"))
    store.insert("a", ToggleKit.ToggleState.ON)
    assert told == ["n-items", "n-on"]
    store.insert("b", ToggleKit.ToggleState.OFF)
    store.remove("a")
    assert told == ["n-items", "n-on", "n-items", "n-items", "n-on"]


def test_a_factory_keeps_its_store_telling_changes(window):
    # A store a binding made and dropped keeps working through its factory.
    told = []

    def build():
        store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
        store.insert("only", ToggleKit.ToggleState.OFF)
        store.connect("item-changed", lambda s, item, value, by_user: told.append(item))
        return Gtk.ListView(model=Gtk.NoSelection(model=Gtk.StringList.new(["only"])),
                            factory=store.create_factory(ToggleKit.Look.CHECKBOX, "string", None))

    view = build()
    window.append(view)
    import gc
    gc.collect()
    assert spin(lambda: rows_of(view))
    rows_of(view)[0].activate()
    assert told == ["only"]


def test_a_member_that_joins_another_group_lets_go_of_the_first(window):
    # The reference a member holds goes with its membership.
    group = ToggleKit.Group.new(Gtk.SelectionMode.SINGLE)
    first, second = ToggleKit.RadioButton(label="1"), ToggleKit.RadioButton(label="2")
    group.add(first)
    held = group.ref_count
    first.set_group(second)
    assert group.get_n_members() == 0 and group.ref_count == held - 1


def test_a_toggle_destroyed_while_its_commit_waits_withdraws_it():
    # B22: the window goes with the toggle in it; the commit's cancellable is cancelled.
    window = Gtk.Window()
    button = ToggleKit.Switch(label="Gone", commit_policy=ToggleKit.CommitPolicy.CONFIRMED)
    window.set_child(button)
    window.present()
    kept, events = [], []
    button.connect("commit", lambda b, commit: kept.append(commit) or True)
    button.activate()
    assert kept and button.get_pending()
    cancellable = kept[0].get_cancellable()
    cancellable.connect(lambda: events.append("cancelled"))
    window.destroy()
    del window, button  # Python's references too: the window is disposed, its child with it
    import gc
    gc.collect()
    # C4: the app's cancelled handler runs from the main loop, not the dispose.
    events.append("disposed")
    assert spin(lambda: cancellable.is_cancelled())
    assert events == ["disposed", "cancelled"]
    assert kept[0].props.answered
    kept[0].succeed()  # too late: changes nothing


def test_a_commits_button_going_away_is_notified_from_the_main_loop():
    # C4, C5: `button` reads NULL once its toggle is disposed, and notify::button says so from
    # the main loop's next iteration (no app code runs inside a dispose); a commit answered
    # and kept by the app hears it too.
    window = Gtk.Window()
    button = ToggleKit.Switch(label="Gone", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    window.set_child(button)
    kept, events = [], []
    button.connect("commit", lambda b, commit: kept.append(commit) or True)
    button.activate()
    kept[0].succeed()  # answered; the app keeps it
    commit = kept[0]
    assert commit.props.button == button
    commit.connect("notify::button", lambda c, p: events.append(c.props.button))
    window.destroy()
    del window, button
    import gc
    gc.collect()
    events.append("disposed")
    assert spin(lambda: len(events) == 2)
    assert events == ["disposed", None] and commit.props.button is None


def test_a_member_disposed_while_its_group_change_waits_withdraws_it_from_the_main_loop():
    # G8, B22, C4: the member that goes withdraws the group change another member's commit
    # waits on; that commit's cancelled handler runs from the main loop, not the dispose.
    group = ToggleKit.Group.new(Gtk.SelectionMode.SINGLE)
    first = ToggleKit.RadioButton(label="First")
    second = ToggleKit.RadioButton(label="Second", commit_policy=ToggleKit.CommitPolicy.CONFIRMED)
    group.add(first)
    group.add(second)
    group.select(first)
    kept, events = [], []
    second.connect("commit", lambda b, commit: kept.append(commit) or True)
    second.activate()
    assert kept and first.get_pending() and second.get_pending()
    cancellable = kept[0].get_cancellable()
    cancellable.connect(lambda: events.append("cancelled"))
    first.run_dispose()
    events.append("disposed")
    assert kept[0].props.answered and not second.get_pending()
    assert spin(lambda: cancellable.is_cancelled())
    assert events == ["disposed", "cancelled"]
    assert not second.get_active() and group.get_n_members() == 1


def test_images_as_paintables_icons_and_files(window, tmp_path):
    # B12: a paintable, a themed icon and a file for the on, off and pressed looks.
    gi.require_version("Gdk", "4.0")
    from gi.repository import Gdk
    pixels = GLib.Bytes.new(bytes([255, 0, 0, 255]) * 16 * 16)
    texture = Gdk.MemoryTexture.new(16, 16, Gdk.MemoryFormat.R8G8B8A8, pixels, 16 * 4)
    path = tmp_path / "off.png"
    texture.save_to_png(str(path))
    themed = Gio.ThemedIcon.new_with_default_fallbacks("starred-symbolic")
    file_icon = Gio.FileIcon.new(Gio.File.new_for_path(str(path)))
    button = ToggleKit.ToggleButton(label="Lamp", on_paintable=texture, off_icon=file_icon,
                                    pressed_icon=themed)
    window.append(button)
    assert button.props.on_paintable == texture and button.props.on_icon is None
    assert button.props.off_icon is file_icon  # the icon given, as GtkImage:gicon keeps it
    notified = []
    button.connect("notify::on-paintable", lambda b, p: notified.append(p.name))
    button.props.on_paintable = texture  # the same paintable again tells nothing
    assert notified == []
    assert button.props.pressed_icon.equal(themed)
    button.set_active(True)
    assert spin(lambda: button.get_mapped())


def test_an_icon_that_cannot_be_shown_warns_and_keeps_the_one_shown(window, tmp_path):
    # B12: a file that is not an image, or a GIcon of a kind read unbounded, is refused
    # with a warning naming it, and the icon shown stays.
    # In a process of its own: this one makes every warning fatal.
    bad = tmp_path / "not-an-image.png"
    bad.write_bytes(b"not an image")
    script = (
        "import gi, sys\n"
        "gi.require_version('Gtk', '4.0'); gi.require_version('ToggleKit', '1')\n"
        "from gi.repository import Gio, GLib, Gtk, ToggleKit\n"
        "Gtk.init()\n"
        "b = ToggleKit.ToggleButton(label='Lamp', off_icon=Gio.ThemedIcon.new('starred'))\n"
        "b.props.off_icon = Gio.FileIcon.new(Gio.File.new_for_path(sys.argv[1]))\n"
        "b.props.off_icon = Gio.BytesIcon.new(GLib.Bytes.new(b'x'))\n"
        "print(b.props.off_icon.equal(Gio.ThemedIcon.new('starred')))\n"
        "b.props.off_icon = None\n"
        "print(b.props.off_icon is None)\n")
    environment = {key: value for key, value in os.environ.items() if key != "G_DEBUG"}
    result = subprocess.run([sys.executable, "-c", script, str(bad)], capture_output=True,
                            text=True, timeout=30, env=environment)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "True"]
    warnings = [line for line in result.stderr.splitlines() if "WARNING" in line]
    assert len(warnings) == 2, result.stderr
    assert "not-an-image.png" in warnings[0] and "off-icon" in warnings[0]
    assert "GBytesIcon" in warnings[1] and "off-icon" in warnings[1]


def test_init_is_the_first_call_and_may_be_repeated():
    # ToggleKit.init() registers every type; calling it again changes nothing.
    ToggleKit.init()
    ToggleKit.init()
    for name in ("ToggleKitSwitch", "ToggleKitGroup", "ToggleKitStore", "ToggleKitTree"):
        assert GObject.type_from_name(name) != GObject.TYPE_INVALID


def test_a_ui_file_loads_right_after_the_import():
    # C2: in a fresh interpreter, the import alone registers the types (the overrides
    # load the library), so GtkBuilder finds them with no type touched first.
    script = (
        "import gi\n"
        "gi.require_version('Gtk', '4.0'); gi.require_version('ToggleKit', '1')\n"
        "from gi.repository import Gtk, ToggleKit\n"
        "b = Gtk.Builder.new_from_string('<interface><object class=\"ToggleKitSwitch\" id=\"s\">"
        "<property name=\"label\">Wi-Fi</property></object></interface>', -1)\n"
        "print(b.get_object('s').get_label())\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Wi-Fi"


@pytest.mark.parametrize("withdraw", ["set the value", "dispose the toggle", "remove the policy"])
def test_a_withdrawal_inside_the_handler_cancels_the_commit(window, withdraw):
    # C4, B20, B22: the commit is known before the signal runs.
    button = ToggleKit.CheckButton(label="Inside", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC,
                                   commit_timeout=0)
    if withdraw != "dispose the toggle":  # a parent's child is not disposed by hand
        window.append(button)
    kept = []

    def on_commit(b, commit):
        kept.append(commit)
        if withdraw == "set the value":
            b.set_active(False)
        elif withdraw == "dispose the toggle":
            b.run_dispose()
        else:
            b.set_commit_policy(ToggleKit.CommitPolicy.NONE)
        return True

    button.connect("commit", on_commit)
    button.activate()
    cancelled = kept[0].get_cancellable().is_cancelled
    if withdraw == "dispose the toggle":
        # A dispose cancels from the main loop's next iteration (C4): no handler runs inside it.
        assert kept[0].props.answered and not cancelled() and spin(cancelled)
    else:
        assert kept[0].props.answered and cancelled()
    assert not button.get_pending()


def test_a_store_withdrawal_inside_its_handler_cancels_the_commit():
    # C7 with C4: the store's commits are known before the signal runs.
    store = ToggleKit.Store(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC, commit_timeout=0)
    scroller_window = Gtk.Window()
    names = Gtk.StringList.new(["a"])
    store.insert("a", ToggleKit.ToggleState.OFF)
    view = Gtk.ListView(model=Gtk.NoSelection(model=names),
                        factory=store.create_factory(ToggleKit.Look.CHECKBOX, "string", None))
    scroller_window.set_child(view)
    scroller_window.present()
    kept = []

    def on_commit(s, item, commit):
        kept.append(commit)
        s.set_value(item, ToggleKit.ToggleState.OFF)
        return True

    store.connect("commit", on_commit)
    assert spin(lambda: rows_of(view))
    rows_of(view)[0].activate()
    assert kept[0].get_cancellable().is_cancelled() and not store.get_pending("a")
    scroller_window.destroy()


def test_cancels_and_releases_from_other_threads_are_safe(window):
    # A worker cancels, the main thread answers and lets go; a
    # worker drops the last reference, the main thread then sets the value.
    import threading
    button = ToggleKit.Switch(label="Threads", commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC,
                              commit_timeout=0)
    window.append(button)
    kept = []
    button.connect("commit", lambda b, commit: kept.append(commit) or True)
    button.activate()
    cancellable = kept[0].get_cancellable()
    worker = threading.Thread(target=cancellable.cancel)
    worker.start()
    worker.join()
    kept[0].succeed()
    kept.clear()
    spin(lambda: False, 0.1)
    button.activate()
    holder = [kept.pop()]
    worker = threading.Thread(target=holder.clear)
    worker.start()
    worker.join()
    button.set_active(True)  # withdraws it before the main thread hears of the release
    spin(lambda: False, 0.1)
    assert not button.get_pending()


@pytest.mark.parametrize("answer", ["succeed", "fail", "fail_with_error"])
def test_a_commit_answered_from_a_worker_thread_is_carried_out_on_the_main_thread(window, answer):
    # C3: as g_task_return_*, the answer may come from the thread that did
    # the work; the toggle changes, and its signals run, on the main thread.
    import threading
    button = ToggleKit.Switch(label="Worker", commit_policy=ToggleKit.CommitPolicy.CONFIRMED)
    window.append(button)
    kept, heard = [], []
    button.connect("commit", lambda b, commit: kept.append(commit) or True)
    button.connect("toggled-by-user", lambda b: heard.append(("toggled", threading.current_thread())))
    button.connect("commit-failed", lambda b, reason, error: heard.append(
        (error.message, error.code, threading.current_thread())))
    button.activate()
    error = GLib.Error.new_literal(Gio.io_error_quark(), "busy", Gio.IOErrorEnum.BUSY)
    work = {"succeed": lambda: kept[0].succeed(), "fail": lambda: kept[0].fail("busy"),
            "fail_with_error": lambda: kept[0].fail_with_error(error)}[answer]
    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    assert spin(lambda: heard)
    main = threading.main_thread()
    if answer == "succeed":
        assert heard == [("toggled", main)] and button.get_active()
    else:
        code = Gio.IOErrorEnum.BUSY if answer == "fail_with_error" else Gio.IOErrorEnum.FAILED
        assert heard == [("busy", code, main)] and not button.get_active()
    assert kept[0].props.answered and not button.get_pending()


def backup_folders():
    """A tree of folders to back up: two folders of three albums of four files."""
    folders = {}
    for f in range(2):
        folders[f"{f}"] = [f"{f}/{a}" for a in range(3)]
        for a in range(3):
            folders[f"{f}/{a}"] = [f"{f}/{a}/{n}" for n in range(4)]
    return folders


def test_tree_parents_follow_their_children():
    # T1, T2, T4, T7, T8: a parent derived from its children; one change per activation.
    tree = ToggleKit.Tree.new()
    assert tree.load_children(None, ["Documents", "Music"]) == 2
    told = []
    tree.connect("node-changed", lambda t, node, value, by_user: told.append((node, value, by_user)))
    tree.activate("Documents")
    assert told == [("Documents", ToggleKit.ToggleState.ON, True)]
    # Loaded after it was checked: the children take its value (T4).
    assert tree.load_children("Documents", ["a.txt", "b.txt", "c.txt"]) == 3
    assert tree.get_value("b.txt") == ToggleKit.ToggleState.ON
    told.clear()
    tree.activate("b.txt")
    assert told == [("b.txt", ToggleKit.ToggleState.OFF, True), ("Documents", ToggleKit.ToggleState.MIXED, True)]
    assert tree.get_selection() == (["Documents"], ["b.txt"])
    assert tree.set_enabled("a.txt", False)
    tree.set_value("Documents", ToggleKit.ToggleState.OFF)
    assert tree.get_value("a.txt") == ToggleKit.ToggleState.OFF  # code sets disabled nodes too
    assert tree.restore(["Documents"], ["b.txt", "gone"]) == (True, [])  # "gone" waits for its node (T8)
    assert tree.get_unplaced_selection() == ([], ["gone"])
    assert tree.get_value("Documents") == ToggleKit.ToggleState.MIXED
    assert not tree.insert("nowhere", "x", ToggleKit.ToggleState.ON) and not tree.contains("x")
    assert tree.move("c.txt", "Music", -1) and tree.get_value("Music") == ToggleKit.ToggleState.ON
    assert tree.remove("Documents") and tree.get_n_nodes() == 2


def test_tree_restored_exclusion_under_an_unloaded_folder_holds_when_the_folder_loads():
    # T8: a backup chooser over a GtkTreeListModel restores "include /h, exclude
    # /h/Music/a" before Music was ever opened, and writes the selection back on every
    # change. Opening Music loads a excluded, and what is written keeps the exclusion.
    folders = {"/h": ["/h/Music", "/h/Docs"], "/h/Music": ["/h/Music/a", "/h/Music/b"]}
    tree = ToggleKit.Tree.new()
    tree.load_children(None, ["/h"])
    model = tree.create_model(lambda node: folders.get(node))
    written = []
    tree.connect("node-changed", lambda t, *_: written.append(t.get_selection()))
    assert tree.restore(["/h"], ["/h/Music/a"]) == (True, [])  # nothing gone: Music is not loaded
    assert tree.get_selection() == (["/h"], ["/h/Music/a"])
    model.get_row(0).set_expanded(True)  # /h opened: its children load
    music = model.get_row(1)  # Music's row is made: GTK asks for its children, which load
    assert music.get_item().get_id() == "/h/Music" and music.is_expandable()
    assert tree.contains("/h/Music/a")
    assert tree.get_value("/h/Music/a") == ToggleKit.ToggleState.OFF
    assert tree.get_value("/h/Music/b") == ToggleKit.ToggleState.ON
    assert tree.get_value("/h") == ToggleKit.ToggleState.MIXED
    assert written and written[-1] == (["/h"], ["/h/Music/a"])
    assert tree.get_unplaced_selection() == ([], [])


def test_tree_restored_exclusion_holds_when_an_async_read_loads_the_folder_later():
    # T8 with the documented async pattern: the children function returns None and starts
    # the read; its whole listing comes later through load_children. The exclusion holds,
    # and an insert (a GFileMonitor's CREATED) of a node an entry waits for takes its value.
    tree = ToggleKit.Tree.new()
    tree.set_parent_func(lambda node: os.path.dirname(node) if node.count("/") > 1 else None)
    tree.load_children(None, ["/h"])
    tree.load_children("/h", ["/h/Music", "/h/New"])
    reads = []
    model = tree.create_model(lambda node: reads.append(node) or None)
    written = []
    tree.connect("node-changed", lambda t, *_: written.append(t.get_selection()))
    assert tree.restore(["/h"], ["/h/Music/a", "/h/New/x"]) == (True, [])
    model.get_row(0).set_expanded(True)
    assert model.get_row(1).get_item().get_id() == "/h/Music"
    assert not model.get_row(1).is_expandable() and "/h/Music" in reads
    assert tree.get_unplaced_selection() == ([], ["/h/Music/a", "/h/New/x"])  # still kept
    assert tree.load_children("/h/Music", ["/h/Music/a", "/h/Music/b"]) == 2  # the read ends
    assert tree.get_value("/h/Music/a") == ToggleKit.ToggleState.OFF
    assert tree.get_value("/h/Music/b") == ToggleKit.ToggleState.ON
    assert written[-1] == (["/h"], ["/h/Music/a", "/h/New/x"])
    assert tree.insert("/h/New", "/h/New/x", ToggleKit.ToggleState.ON)  # the entry wins
    assert tree.get_value("/h/New/x") == ToggleKit.ToggleState.OFF
    assert tree.get_unplaced_selection() == ([], [])


def test_tree_kept_entries_wait_where_the_parent_func_places_them():
    # T8: told where a path belongs, the tree ends a kept entry when its folder loads
    # without it, and when the user unchecks a folder above it; discard ends the rest.
    tree = ToggleKit.Tree.new()
    tree.set_parent_func(lambda node: os.path.dirname(node) if node.count("/") > 1 else None)
    tree.load_children(None, ["/h"])
    tree.load_children("/h", ["/h/Music", "/h/Docs", "/h/Old"])
    assert tree.restore(["/h", "/h/Docs/x"], ["/h/Music/a", "/h/Old/gone", "/h/Docs"]) == (True, [])
    assert tree.get_unplaced_selection() == (["/h/Docs/x"], ["/h/Music/a", "/h/Old/gone"])
    assert tree.get_selection() == (["/h", "/h/Docs/x"], ["/h/Music/a", "/h/Docs", "/h/Old/gone"])
    tree.load_children("/h/Old", ["/h/Old/kept"])  # loaded without it: gone
    assert tree.get_unplaced_selection() == (["/h/Docs/x"], ["/h/Music/a"])
    assert tree.restore(["/h"], ["/h/Old/gone"]) == (False, ["/h/Old/gone"])  # gone at once now
    assert tree.restore(["/h"], ["/h/Music/a"]) == (True, [])
    tree.activate("/h")  # the user unchecks /h: the exclusion of a is moot
    assert tree.get_value("/h") == ToggleKit.ToggleState.OFF
    assert tree.get_unplaced_selection() == ([], []) and tree.get_selection() == ([], [])
    tree.restore(["/h"], ["/h/Music/a"])
    tree.discard_unplaced_selection()
    assert tree.get_selection() == (["/h"], [])
    tree.set_parent_func(None)
    tree.restore(["/h"], ["/h/Music/a"])
    tree.activate("/h")  # with no parent function only a whole-tree set reaches it
    assert tree.get_unplaced_selection() == ([], ["/h/Music/a"])


def test_tree_activation_is_one_save_over_its_subtree():
    # T10: one commit per activation, the subtree pending, a failure puts it back exactly.
    tree = ToggleKit.Tree(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    tree.load_children(None, ["Documents", "Music"])
    tree.load_children("Documents", ["Letters", "Taxes"])
    tree.load_children("Letters", ["a", "b"])
    tree.load_children("Taxes", ["c"])
    tree.set_value("a", ToggleKit.ToggleState.ON)  # Letters and Documents mixed
    kept, told = [], []
    tree.connect("commit", lambda t, node, commit: kept.append((node, commit)) or True)
    tree.connect("node-changed", lambda t, node, value, by_user: told.append((node, value, by_user)))
    tree.activate("Documents")
    assert [node for node, _ in kept] == ["Documents"]
    node, commit = kept[0]
    assert commit.get_item() == "Documents" and commit.get_proposed_value() == ToggleKit.ToggleState.ON
    assert tree.get_value("b") == ToggleKit.ToggleState.ON  # optimistic: shown at once
    assert tree.get_pending("b") and not tree.get_pending("Music") and told == []
    tree.activate("Letters")  # inside the saving subtree: absorbed
    assert len(kept) == 1
    commit.fail("offline")
    assert spin(lambda: not tree.get_pending("b"))
    assert [tree.get_value(n) for n in ("Documents", "Letters", "a", "b", "c")] == [
        ToggleKit.ToggleState.MIXED, ToggleKit.ToggleState.MIXED, ToggleKit.ToggleState.ON, ToggleKit.ToggleState.OFF,
        ToggleKit.ToggleState.OFF]
    assert told == []  # a failed save changed nothing anyone was told of
    told.clear()
    tree.activate("Taxes")
    kept[1][1].succeed()
    assert spin(lambda: told == [("Taxes", ToggleKit.ToggleState.ON, True)])
    # Without a handler that takes it over, a save commits at once.
    tree2 = ToggleKit.Tree(commit_policy=ToggleKit.CommitPolicy.CONFIRMED)
    tree2.load_children(None, ["x"])
    tree2.activate("x")
    assert tree2.get_value("x") == ToggleKit.ToggleState.ON and not tree2.get_pending("x")


@pytest.mark.parametrize("owner", ["toggle", "group member", "store row", "tree row"])
def test_commit_comes_before_clicked_for_every_owner(window, owner):
    # B9, C4: one fixed order, whoever owns the save: the change shown at once is notified,
    # then the save is asked for (commit), then the activation ends (clicked).
    events = []
    button = ToggleKit.CheckButton(label="Backup")
    record_commit = (lambda *args: events.append("commit") or True)
    if owner == "toggle":
        button.props.commit_policy = ToggleKit.CommitPolicy.OPTIMISTIC
        button.connect("commit", record_commit)
    elif owner == "group member":
        group = ToggleKit.Group.new(Gtk.SelectionMode.MULTIPLE)
        group.add(button)
        button.props.commit_policy = ToggleKit.CommitPolicy.OPTIMISTIC
        button.connect("commit", record_commit)
    elif owner == "store row":
        store = ToggleKit.Store(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
        store.insert("backup", ToggleKit.ToggleState.OFF)
        store.connect("commit", record_commit)
        assert store.bind_button(button, "backup")
    else:
        tree = ToggleKit.Tree(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
        tree.load_children(None, ["Documents"])
        tree.connect("commit", record_commit)
        assert tree.bind_button(button, "Documents")
    window.append(button)
    button.connect("notify::value", lambda b, p: events.append("value"))
    button.connect("clicked", lambda b: events.append("clicked"))
    button.activate()
    assert events == ["value", "commit", "clicked"]
    assert button.props.pending


def test_a_trees_failed_save_tells_commit_failed_and_a_withdrawn_one_does_not():
    # B19, T10: commit-failed names the node activated, the reason and the app's GError, after
    # the subtree went back; a timeout is a failure; a save code withdraws is none (B20).
    tree = ToggleKit.Tree(commit_policy=ToggleKit.CommitPolicy.OPTIMISTIC)
    tree.load_children(None, ["Documents", "Music"])
    tree.load_children("Documents", ["a", "b"])
    kept, failed = [], []
    tree.connect("commit", lambda t, node, commit: kept.append(commit) or True)
    tree.connect("commit-failed", lambda t, node, reason, error: failed.append(
        (node, reason, error.message, error.domain, error.code, tree.get_value("a"))))
    tree.activate("Documents")
    kept[0].fail_with_error(GLib.Error.new_literal(
        Gio.io_error_quark(), "disk full", Gio.IOErrorEnum.NO_SPACE))
    assert spin(lambda: failed)
    assert failed == [("Documents", ToggleKit.CommitFailure.FAILED, "disk full", "g-io-error-quark",
                       Gio.IOErrorEnum.NO_SPACE, ToggleKit.ToggleState.OFF)]
    # Code that sets the subtree withdraws the save: its cancellable is cancelled, nothing failed.
    tree.activate("Music")
    tree.set_value("Music", ToggleKit.ToggleState.OFF)
    assert kept[1].get_cancellable().is_cancelled()
    # A timeout is a failure.
    tree.props.commit_timeout = 0.05
    tree.activate("b")
    assert spin(lambda: len(failed) == 2)
    assert failed[1][:2] == ("b", ToggleKit.CommitFailure.TIMED_OUT)
    assert failed[1][3:5] == ("g-io-error-quark", Gio.IOErrorEnum.TIMED_OUT)
    assert tree.get_value("b") == ToggleKit.ToggleState.OFF and not tree.get_pending("b")


def test_a_tree_models_arrows_follow_children_that_arrive_and_leave_later():
    # T6 with GTK: GTK decides once whether a row has an arrow; a node that gains its first
    # children later (an async folder read that calls load_children) gets one, and a node
    # that loses its last child loses it.
    tree = ToggleKit.Tree.new()
    tree.load_children(None, ["Music", "Docs"])
    asked = []
    model = tree.create_model(lambda node: asked.append(node) or None)
    rows = lambda: [model.get_row(i) for i in range(model.get_n_items())]
    assert [r.is_expandable() for r in rows()] == [False, False] and asked == ["Music", "Docs"]
    # The app's read of Music finishes later; the arrow follows from the main loop's next
    # iteration, outside whatever GTK may be walking.
    assert tree.load_children("Music", ["a.ogg", "b.ogg"]) == 2
    assert spin(lambda: rows()[0].is_expandable())
    music = rows()[0]
    assert music.get_item().get_id() == "Music"
    music.set_expanded(True)
    assert [r.get_item().get_id() for r in rows()] == ["Music", "a.ogg", "b.ogg", "Docs"]
    # An insert under a leaf GTK was told of gives it an arrow too.
    assert tree.insert("Docs", "letter.txt", ToggleKit.ToggleState.OFF)
    assert spin(lambda: rows()[-1].is_expandable()) and rows()[-1].get_item().get_id() == "Docs"
    # Music loses its last child: no arrow, and no rows under it.
    assert tree.remove("a.ogg") and tree.remove("b.ogg")
    assert [r.get_item().get_id() for r in rows()] == ["Music", "Docs"]
    assert spin(lambda: not rows()[0].is_expandable())
    # A move takes Docs' only child to Music: the arrows change places.
    assert tree.move("letter.txt", "Music", -1)
    assert spin(lambda: [r.is_expandable() for r in rows()] == [True, False])


def spinner_of(row):
    """The spinner a toggle shows while busy, if it made one."""
    child = row.get_first_child()
    while child is not None and not isinstance(child, Gtk.Spinner):
        child = child.get_next_sibling()
    return child


def test_a_folder_being_read_shows_an_arrow_and_a_busy_row_until_its_listing_comes(window):
    # T11 with GTK: a children function that starts an asynchronous read says so and returns
    # None; the row has an arrow and shows it is busy until load_children brings the listing,
    # and the folder's activations go on meanwhile.
    tree = ToggleKit.Tree.new()
    tree.load_children(None, ["Music", "Docs"])
    reads = []

    def children(node):
        assert tree.begin_loading(node)
        reads.append(node)
        return None

    model = tree.create_model(children)
    factory = tree.create_factory(ToggleKit.Look.CHECKBOX, "string", None)
    view = Gtk.ListView(model=Gtk.NoSelection(model=model), factory=factory)
    window.append(Gtk.ScrolledWindow(child=view, min_content_height=300))
    assert spin(lambda: {"Music", "Docs"} <= {row.get_label() for row in rows_of(view)})
    assert sorted(reads) == ["Docs", "Music"]
    rows = {row.get_label(): row for row in rows_of(view)}
    busy = lambda label: (spinner_of(rows[label]) is not None
                          and spinner_of(rows[label]).get_visible()
                          and spinner_of(rows[label]).get_spinning())
    assert busy("Music") and busy("Docs")
    assert not rows["Music"].get_pending(), "busy reading, not waiting for a save"
    assert model.get_row(0).is_expandable() and model.get_row(1).is_expandable()
    # The user expands Music before anything came, and checks it.
    model.get_row(0).set_expanded(True)
    rows["Music"].activate()
    assert tree.get_value("Music") == ToggleKit.ToggleState.ON
    # Music's listing arrives: the rows appear under it, checked as their folder, not busy.
    assert tree.load_children("Music", ["Music/a.ogg", "Music/b.ogg"]) == 2
    assert spin(lambda: "Music/a.ogg" in {row.get_label() for row in rows_of(view)})
    rows = {row.get_label(): row for row in rows_of(view)}
    assert not busy("Music") and busy("Docs")
    assert rows["Music/a.ogg"].get_value() == ToggleKit.ToggleState.ON
    assert model.get_row(0).get_expanded()
    # Docs' read fails: an empty listing leaves a leaf, no arrow and no spinner.
    assert tree.load_children("Docs", []) == 0
    assert not tree.is_loading("Docs")
    assert spin(lambda: not model.get_row(3).is_expandable())
    assert spin(lambda: any(row.get_label() == "Docs" and not (spinner_of(row) and spinner_of(row).get_visible())
                            for row in rows_of(view)))


def test_tree_rows_over_a_gtk_tree_list_model(window):
    # T1-T4 with GTK: a GtkListView over the tree's GtkTreeListModel, rows from its factory.
    folders = backup_folders()
    asked = []

    def children(node):
        asked.append(node)
        return folders.get(node)

    tree = ToggleKit.Tree.new()
    tree.load_children(None, ["0", "1"])
    model = tree.create_model(children)
    assert isinstance(model, Gtk.TreeListModel)
    factory = tree.create_factory(ToggleKit.Look.CHECKBOX, "string", None)
    view = Gtk.ListView(model=Gtk.NoSelection(model=model), factory=factory)
    scroller = Gtk.ScrolledWindow(child=view, min_content_height=400)
    window.append(scroller)
    assert spin(lambda: {"0", "1"} <= {row.get_label() for row in rows_of(view)})
    # GTK asked for the folders' children as it made their rows: they are loaded.
    assert "0" in asked and tree.contains("0/2")
    tree.activate("0/1")
    assert tree.get_value("0") == ToggleKit.ToggleState.MIXED
    model.get_row(0).set_expanded(True)
    assert spin(lambda: "0/1" in {row.get_label() for row in rows_of(view)})
    rows = {row.get_label(): row for row in rows_of(view)}
    assert rows["0"].get_value() == ToggleKit.ToggleState.MIXED
    assert rows["0/1"].get_value() == ToggleKit.ToggleState.ON and rows["0/0"].get_value() == ToggleKit.ToggleState.OFF
    # A row's activation activates its node; every row on screen follows.
    rows["0"].activate()
    assert tree.get_value("0/0/3") == ToggleKit.ToggleState.ON
    assert spin(lambda: all(r.get_value() == ToggleKit.ToggleState.ON for r in rows_of(view)
                            if r.get_label().startswith("0")))
    assert rows["1"].get_value() == ToggleKit.ToggleState.OFF
    # The app is asked once per node; after that the tree answers.
    assert asked.count("0") == 1 and asked.count("1") == 1
    # The model follows the tree's shape: a removal and an insert show in the list.
    assert tree.remove("0/1")
    assert spin(lambda: "0/1" not in {row.get_label() for row in rows_of(view)})
    assert tree.insert("0", "0/new", ToggleKit.ToggleState.OFF)
    assert spin(lambda: "0/new" in {row.get_label() for row in rows_of(view)})
    assert tree.get_value("0") == ToggleKit.ToggleState.MIXED


STORE_ROW_TEMPLATE = """<interface>
  <template class="GtkListItem">
    <property name="child">
      <object class="ToggleKitCheckButton">
        <binding name="item"><lookup name="item">GtkListItem</lookup></binding>
        <binding name="label">
          <lookup name="title" type="ToggleKitItem"><lookup name="item">GtkListItem</lookup></lookup>
        </binding>
      </object>
    </property>
  </template>
</interface>"""

TREE_ROW_TEMPLATE = """<interface>
  <template class="GtkListItem">
    <property name="child">
      <object class="GtkTreeExpander" id="expander">
        <binding name="list-row"><lookup name="item">GtkListItem</lookup></binding>
        <property name="child">
          <object class="ToggleKitCheckButton">
            <binding name="item"><lookup name="item">expander</lookup></binding>
            <binding name="label">
              <lookup name="title" type="ToggleKitItem"><lookup name="item">expander</lookup></lookup>
            </binding>
          </object>
        </property>
      </object>
    </property>
  </template>
</interface>"""


def test_a_failed_read_leaves_the_folder_unread_and_its_exclusions_waiting(window):
    # T11, T8: end_loading, not an empty listing, for a read that failed: the arrow goes, the
    # restored exclusion under the folder keeps waiting, and a later read applies it.
    tree = ToggleKit.Tree.new()
    tree.load_children(None, ["/h"])
    tree.load_children("/h", ["/h/Music"])
    tree.set_parent_func(lambda node: node.rsplit("/", 1)[0] or None)
    assert tree.restore(["/h"], ["/h/Music/a"]) == (True, [])
    model = tree.create_model(lambda node: tree.begin_loading(node) and None)
    model.get_row(0).set_expanded(True)
    music = lambda: model.get_row(1)
    assert music().get_item().get_id() == "/h/Music" and music().is_expandable()
    assert tree.is_loading("/h/Music")
    assert tree.end_loading("/h/Music") and not tree.is_loading("/h/Music")
    assert spin(lambda: not music().is_expandable()), "a leaf until it is read again"
    assert tree.get_selection() == (["/h"], ["/h/Music/a"]), "the exclusion still waits"
    assert tree.begin_loading("/h/Music")
    assert spin(lambda: music().is_expandable()), "read again: the arrow is back"
    assert tree.load_children("/h/Music", ["/h/Music/a", "/h/Music/b"]) == 2
    assert tree.get_value("/h/Music/a") == ToggleKit.ToggleState.OFF
    assert tree.get_value("/h/Music/b") == ToggleKit.ToggleState.ON


def test_a_rows_item_property_goes_none_with_a_notify_when_code_rebinds_it():
    # L2 for bindings: item reads what the toggle shows, and says when that changes.
    tree = ToggleKit.Tree.new()
    tree.load_children(None, ["a", "b"])
    model = tree.create_model(lambda node: None)
    button = ToggleKit.CheckButton(label="row")
    notified = []
    button.connect("notify::item", lambda b, spec: notified.append(b.props.item))
    item = model.get_row(0).get_item()
    button.props.item = item
    assert notified == [item] and tree.get_value("a") == ToggleKit.ToggleState.OFF
    button.activate()
    assert tree.get_value("a") == ToggleKit.ToggleState.ON
    assert tree.bind_button(button, "b")
    assert button.props.item is None and notified == [item, None]
    button.activate()
    assert tree.get_value("b") == ToggleKit.ToggleState.ON
    # Setting None now leaves b shown: the item set before no longer is.
    button.props.item = None
    button.activate()
    assert tree.get_value("b") == ToggleKit.ToggleState.OFF
    button.props.item = item
    assert tree.remove("a")
    assert button.props.item is None and notified[-1] is None, "its node removed"


def test_a_store_mapped_before_it_follows_its_model_shows_every_row(window):
    # L1, L4: map_model makes a store that follows nothing follow the model first, so rows
    # GTK binds as items arrive find their items in the store.
    names = Gtk.StringList.new([])
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    items = store.map_model(names, "string", None)
    assert store.props.model == names
    factory = Gtk.BuilderListItemFactory.new_from_bytes(None, GLib.Bytes.new(STORE_ROW_TEMPLATE.encode()))
    view = Gtk.ListView(model=Gtk.NoSelection(model=items), factory=factory)
    window.append(Gtk.ScrolledWindow(child=view, min_content_height=200))
    spin(lambda: False, 0.1)
    names.splice(0, 0, ["tea", "coffee"])
    assert spin(lambda: {"tea", "coffee"} <= {row.get_label() for row in rows_of(view)})
    rows = {row.get_label(): row for row in rows_of(view)}
    assert rows["coffee"].get_sensitive(), "bound to an item the store holds"
    rows["coffee"].activate()
    assert store.get_value("coffee") == ToggleKit.ToggleState.ON


def test_a_model_of_items_keeps_each_position_its_own_item_when_a_held_one_is_replaced():
    # L1, T6: the items a store's or a tree's rows bind stay in step with the model they stand
    # for. GtkMapListModel (GTK 4.8 and 4.18) gives a neighbour's item for a replaced position
    # whose item is held; ToggleKit's own list does not.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    names = Gtk.StringList.new(["Music", "Docs"])
    items = store.map_model(names, "string", None)
    held = [items.get_item(i) for i in range(2)]
    assert items.get_item(0) == held[0], "one item per position while it is held"
    names.splice(0, 1, ["Music"])
    assert [items.get_item(i).get_id() for i in range(2)] == ["Music", "Docs"]
    assert items.get_item(1) == held[1]
    names.splice(1, 0, ["x", "y"])
    assert [items.get_item(i).get_id() for i in range(items.get_n_items())] == ["Music", "x", "y", "Docs"]
    assert items.get_item_type() == ToggleKit.Item.__gtype__


def test_follow_model_and_the_node_count_are_properties_that_notify():
    # L1, T6 for bindings and .ui files: the followed model and its item property are the
    # store's properties, and the tree's node count is one, each notified once per change.
    names = Gtk.StringList.new(["a", "b"])
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    notified = []
    store.connect("notify", lambda s, spec: notified.append(spec.name))
    store.props.model = names
    assert store.props.model == names and store.props.item_property == "string"
    assert store.contains("a") and store.contains("b") and notified.count("model") == 1
    store.follow_model(names, "string")
    assert notified.count("model") == 1 and "item-property" not in notified, "nothing changed"
    names.append("c")
    assert store.contains("c")
    store.props.model = None
    assert store.props.model is None and notified.count("model") == 2
    names.append("d")
    assert not store.contains("d"), "no longer followed"
    tree = ToggleKit.Tree.new()
    counts = []
    tree.connect("notify::n-nodes", lambda t, spec: counts.append(t.props.n_nodes))
    tree.load_children(None, ["/h", "/w"])
    tree.load_children("/h", ["/h/a", "/h/b"])
    tree.activate("/h")
    assert tree.remove("/h")
    tree.load_children("/w", [])
    assert counts == [2, 4, 1] and tree.get_n_nodes() == 1


def test_store_rows_written_as_a_template_need_no_code(window):
    # L1, L2 with a GtkBuilderListItemFactory: the toggle's item property, bound to the list
    # item's ToggleKitItem, shows the store's item; its label binds to the item's title.
    names = Gtk.StringList.new([f"row {i}" for i in range(200)])
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    store.follow_model(names, "string")
    store.set_value("row 1", ToggleKit.ToggleState.ON)
    items = store.map_model(names, "string", None)
    first = items.get_item(0)
    assert isinstance(first, ToggleKit.Item) and first.get_id() == "row 0"
    assert first.get_store() == store and first.get_tree() is None
    assert first.get_model_item() == names.get_item(0) and first.props.title == "row 0"
    factory = Gtk.BuilderListItemFactory.new_from_bytes(None, GLib.Bytes.new(STORE_ROW_TEMPLATE.encode()))
    view = Gtk.ListView(model=Gtk.NoSelection(model=items), factory=factory)
    scroller = Gtk.ScrolledWindow(child=view, min_content_height=200)
    window.append(scroller)
    assert spin(lambda: {"row 0", "row 1"} <= {row.get_label() for row in rows_of(view)})
    rows = {row.get_label(): row for row in rows_of(view)}
    assert rows["row 1"].get_active() and not rows["row 0"].get_active()
    assert rows["row 0"].props.item.get_id() == "row 0"
    told = []
    store.connect("item-changed", lambda s, item, value, by_user: told.append((item, by_user)))
    rows["row 0"].activate()
    assert store.get_value("row 0") == ToggleKit.ToggleState.ON and told == [("row 0", True)]
    # Scrolled away and back, rows show their items again, not the last one they showed.
    adjustment = scroller.get_vadjustment()
    assert spin(lambda: adjustment.get_upper() > adjustment.get_page_size())
    adjustment.set_value(adjustment.get_upper())
    assert spin(lambda: "row 199" in {row.get_label() for row in rows_of(view)})
    assert all(row.get_active() == (store.get_value(row.get_label()) == ToggleKit.ToggleState.ON)
               for row in rows_of(view))
    # Set to None, a row stops showing its item: a plain toggle again.
    row = rows_of(view)[0]
    shown = row.props.item.get_id()
    before = store.get_value(shown)
    row.props.item = None
    assert row.props.item is None
    row.activate()
    assert store.get_value(shown) == before, "a row that shows no item changes none"


def test_tree_rows_written_as_a_template_need_no_code(window):
    # T1, T7 with a GtkBuilderListItemFactory: the expander's item is the node's
    # ToggleKitItem, titled by the tree's title function.
    tree = ToggleKit.Tree.new()
    tree.load_children(None, ["/h"])
    folders = {"/h": ["/h/Music", "/h/Docs"], "/h/Music": ["/h/Music/a.ogg"]}
    tree.set_title_func(lambda node: node.rsplit("/", 1)[-1])
    model = tree.create_model(lambda node: folders.get(node))
    factory = Gtk.BuilderListItemFactory.new_from_bytes(None, GLib.Bytes.new(TREE_ROW_TEMPLATE.encode()))
    view = Gtk.ListView(model=Gtk.NoSelection(model=model), factory=factory)
    window.append(Gtk.ScrolledWindow(child=view, min_content_height=200))
    model.get_row(0).set_expanded(True)
    assert spin(lambda: {"h", "Music", "Docs"} <= {row.get_label() for row in rows_of(view)})
    rows = {row.get_label(): row for row in rows_of(view)}
    assert rows["Music"].props.item.get_tree() == tree
    rows["Music"].activate()
    assert tree.get_value("/h/Music/a.ogg") == ToggleKit.ToggleState.ON
    assert spin(lambda: rows["h"].get_value() == ToggleKit.ToggleState.MIXED)
    assert rows["Docs"].get_value() == ToggleKit.ToggleState.OFF


ROW_UI = """<interface>
  <object class="GtkBox" id="row">
    <property name="spacing">6</property>
    <child><object class="GtkTreeExpander" id="expander">
      <property name="child"><object class="ToggleKitCheckButton" id="toggle"/></property>
    </object></child>
    <child><object class="GtkLabel" id="title"><property name="hexpand">1</property></object></child>
    <child><object class="GtkLabel" id="size"/></child>
  </object>
</interface>"""


def test_an_apps_own_rows_from_a_ui_file_show_a_trees_nodes(window):
    # T1-T4: rows the app builds itself (a .ui file loaded in a
    # GtkSignalListItemFactory's setup) bind a ToggleKit toggle to a node in `bind`.
    folders = backup_folders()
    tree = ToggleKit.Tree.new()
    tree.load_children(None, ["0", "1"])
    model = tree.create_model(lambda node: folders.get(node))
    factory = Gtk.SignalListItemFactory()

    def setup(factory, list_item):
        builder = Gtk.Builder.new_from_string(ROW_UI, -1)
        list_item.set_child(builder.get_object("row"))
        list_item.parts = builder

    def bind(factory, list_item):
        row = list_item.get_item()
        node = row.get_item().get_id()
        parts = list_item.parts
        parts.get_object("expander").set_list_row(row)
        parts.get_object("title").set_label(f"Folder {node}")
        parts.get_object("size").set_label(f"{len(folders.get(node, []))} items")
        assert tree.bind_button(parts.get_object("toggle"), node)

    def unbind(factory, list_item):
        tree.unbind_button(list_item.parts.get_object("toggle"))

    factory.connect("setup", setup)
    factory.connect("bind", bind)
    factory.connect("unbind", unbind)
    view = Gtk.ListView(model=Gtk.NoSelection(model=model), factory=factory)
    window.append(Gtk.ScrolledWindow(child=view, min_content_height=400))

    def toggles():
        found = {}
        for row in rows_of(view):
            box = row.get_parent().get_parent()
            found[box.get_last_child().get_prev_sibling().get_label()] = row
        return found

    assert spin(lambda: {"Folder 0", "Folder 1"} <= set(toggles()))
    model.get_row(0).set_expanded(True)
    assert spin(lambda: "Folder 0/1" in toggles())
    rows = toggles()
    rows["Folder 0/1"].activate()
    assert tree.get_value("0/1/3") == ToggleKit.ToggleState.ON
    assert spin(lambda: toggles()["Folder 0"].get_value() == ToggleKit.ToggleState.MIXED)
    toggles()["Folder 0"].activate()
    assert tree.get_value("0/2") == ToggleKit.ToggleState.ON
    assert spin(lambda: all(t.get_active() for name, t in toggles().items() if name.startswith("Folder 0")))
    assert not toggles()["Folder 1"].get_active()
    # Collapsing recycles the rows: unbind lets go, a row bound again shows its new node.
    model.get_row(0).set_expanded(False)
    assert spin(lambda: "Folder 0/1" not in toggles())
    assert toggles()["Folder 0"].get_active() and not toggles()["Folder 1"].get_active()


def test_an_apps_own_select_all_row_and_item_rows_share_a_stores_items(window):
    # L1-L5: toggles the app placed itself show a store's items and its "select all".
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    store.insert_all(["wifi", "nfc"], ToggleKit.ToggleState.OFF)
    wifi, also_wifi, nfc, everything = (ToggleKit.CheckButton() for _ in range(4))
    for toggle in (wifi, also_wifi, nfc, everything):
        window.append(toggle)
    assert store.bind_button(wifi, "wifi") and store.bind_button(also_wifi, "wifi")
    assert store.bind_button(nfc, "nfc")
    store.bind_select_all(everything)
    told = []
    store.connect("item-changed", lambda s, item, value, by_user: told.append((item, value, by_user)))
    wifi.activate()
    assert also_wifi.get_active() and everything.get_value() == ToggleKit.ToggleState.MIXED
    assert told == [("wifi", ToggleKit.ToggleState.ON, True)]
    everything.activate()
    assert store.get_selection() == ["wifi", "nfc"] and nfc.get_active()
    assert not store.bind_button(nfc, "gone") and not nfc.get_active()
    store.unbind_button(wifi)
    wifi.activate()
    assert not wifi.get_active() and store.get_value("wifi") == ToggleKit.ToggleState.ON


def test_a_trees_shape_enabled_state_and_sections_read_back():
    # T1, T3, T5 from a binding: parents, children, enabled, and a "choose one" section.
    folders = backup_folders()
    tree = ToggleKit.Tree.new()
    tree.load_children(None, ["0", "1"])
    for parent in ("0", "0/1"):
        tree.load_children(parent, folders[parent])
    assert tree.get_children(None) == ["0", "1"]
    assert tree.get_children("0") == ["0/0", "0/1", "0/2"]
    assert tree.get_children("1") == [] and tree.get_children("gone") == []
    assert tree.get_parent("0/1/2") == "0/1" and tree.get_parent("0") is None
    assert tree.get_parent("gone") is None
    assert tree.get_enabled("0/1") and tree.set_enabled("0/1", False)
    assert not tree.get_enabled("0/1") and not tree.get_enabled("gone")
    tree.set_enabled("0/1", True)
    # A SINGLE section: checking one child unchecks the other.
    assert tree.get_section("0/1") == (Gtk.SelectionMode.MULTIPLE, 0, GLib.MAXUINT)
    assert tree.set_section("0/1", Gtk.SelectionMode.SINGLE, 0, 0)
    assert tree.get_section("0/1")[0] == Gtk.SelectionMode.SINGLE
    tree.activate("0/1/0")
    tree.activate("0/1/3")
    assert tree.get_value("0/1/0") == ToggleKit.ToggleState.OFF
    assert tree.get_value("0/1/3") == ToggleKit.ToggleState.ON
    assert tree.get_value("0/1") == ToggleKit.ToggleState.MIXED
    # At most two of a MULTIPLE section's children: a third activation is refused.
    assert tree.set_section("0", Gtk.SelectionMode.MULTIPLE, 0, 2)
    assert tree.get_section("0") == (Gtk.SelectionMode.MULTIPLE, 0, 2)
    tree.activate("0/0")
    tree.activate("0/2")
    assert tree.get_value("0/2") == ToggleKit.ToggleState.ON
    assert tree.set_section("0", Gtk.SelectionMode.MULTIPLE, 0, 1)
    tree.activate("0/0")  # off: allowed, leaves one
    tree.activate("0/0")  # on again: two would be over the maximum of one
    assert tree.get_value("0/0") == ToggleKit.ToggleState.OFF
    # MULTIPLE with no bounds removes the rule.
    assert tree.set_section("0", Gtk.SelectionMode.MULTIPLE, 0, GLib.MAXUINT)
    tree.activate("0/0")
    assert tree.get_value("0/0") == ToggleKit.ToggleState.ON
    assert not tree.set_section("gone", Gtk.SelectionMode.SINGLE, 0, 0)


def test_a_disabled_items_rows_are_insensitive_and_select_all_leaves_it(window):
    # L7: the store owns an item's enabled state; rows follow it at once
    # and on every bind, so a recycled row never carries another item's.
    store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE)
    scroller, view = make_list(store, 10_000)
    window.append(scroller)
    assert spin(lambda: len(rows_of(view)) > 5)
    assert store.set_enabled("3", False) and not store.get_enabled("3")
    assert not store.set_enabled("gone", False) and not store.get_enabled("gone")
    rows = {row.get_label(): row for row in rows_of(view)}
    assert not rows["3"].get_sensitive() and rows["4"].get_sensitive()
    rows["3"].activate()
    assert store.get_value("3") == ToggleKit.ToggleState.OFF
    assert store.select_all(None)
    assert store.get_value("3") == ToggleKit.ToggleState.OFF and store.get_n_on() == 9_999
    store.set_value("3", ToggleKit.ToggleState.ON)  # code still sets it
    assert store.get_value("3") == ToggleKit.ToggleState.ON
    # Scrolled far away, the row that showed item 3 shows another item, sensitive.
    adjustment = scroller.get_vadjustment()

    def scrolled_to(value, label):
        # The list's height is an estimate until rows are measured: set it each time.
        adjustment.set_value(value if value is not None else adjustment.get_upper())
        return label in {row.get_label() for row in rows_of(view)}

    assert spin(lambda: scrolled_to(None, "9999"))
    assert all(row.get_sensitive() for row in rows_of(view) if row.get_label())
    store.set_enabled("3", True)
    assert spin(lambda: scrolled_to(0, "3"))
    assert {row.get_label(): row for row in rows_of(view)}["3"].get_sensitive()
