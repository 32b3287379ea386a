// ToggleKit from JavaScript (GJS, ES modules) through its typelib: run with `gjs -m`
// under Xvfb and G_DEBUG=fatal-warnings. Prints "ok: ..." per check; exits 1 on a failure.
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import ToggleKit from 'gi://ToggleKit?version=1';
import System from 'system';

Gtk.init();
ToggleKit.init();  // the documented first call; any number of times
ToggleKit.init();
let failures = 0;
function check(name, condition) {
    print(`${condition ? 'ok' : 'FAILED'}: ${name}`);
    if (!condition)
        failures++;
}
// Runs the main loop until `until`, or `seconds` pass: a bound for a failure, not a wait
// (on a loaded machine one iteration can take seconds while GTK registers with AT-SPI).
function spin(until, seconds = 10) {
    const end = GLib.get_monotonic_time() + seconds * 1e6;
    while (!until() && GLib.get_monotonic_time() < end)
        GLib.MainContext.default().iteration(false);
    return until();
}

// B2, B3: a change from code sends no user signal; an activation sends one.
const bold = new ToggleKit.CheckButton({label: 'Bold'});
const events = [];
bold.connect('toggled', () => events.push('toggled'));
bold.connect('toggled-by-user', () => events.push('toggled-by-user'));
bold.active = true;
check('a set from code emits toggled and no toggled-by-user', events.join() === 'toggled');
bold.activate();
check('an activation is a user change', !bold.active && events.join() === 'toggled,toggled,toggled-by-user');
check('the look is the type\'s', bold.look === ToggleKit.Look.CHECKBOX && bold instanceof ToggleKit.Button);

// G2: an exclusive group.
const group = ToggleKit.Group.new(Gtk.SelectionMode.BROWSE);
const radios = ['Left', 'Center', 'Right'].map(label => new ToggleKit.RadioButton({label}));
radios.forEach(radio => group.add(radio));
let changes = 0;
group.connect('changed', () => changes++);
radios[1].activate();
radios[2].activate();
check('an exclusive group keeps one on', radios.map(r => r.active).join() === 'false,false,true');
check('the group tells each change once', changes === 2 && group.get_selected()[0] === radios[2]);

// B19: a commit the app drops unanswered fails from the main loop's next
// iteration, where its handler can run, not during the garbage collection that drops it.
// No timeout, so that only the release can fail it.
const dropped = new ToggleKit.Switch({label: 'Drop', commit_policy: ToggleKit.CommitPolicy.OPTIMISTIC,
    commit_timeout: 0});
let keptCommit = null;
const dropEvents = [];
dropped.connect('commit', (button, commit) => {
    keptCommit = commit;
    return true;
});
dropped.connect('commit-failed', (button, reason, error) => dropEvents.push(
    reason === ToggleKit.CommitFailure.FAILED && error.message === 'the ToggleKitCommit was released unanswered'
        ? 'commit-failed' : `commit-failed ${reason} ${error.message}`));
dropped.activate();
check('a commit is asked and the switch waits', keptCommit !== null && dropped.pending);
keptCommit = null;
System.gc();
dropEvents.push('collected');
spin(() => dropEvents.length === 2);
check('a commit dropped unanswered fails after the collection, and the handler runs',
    dropEvents.join() === 'collected,commit-failed' && !dropped.active && !dropped.pending);

// G1: a group is a GListModel of its members. One collected by the garbage
// collector is told from the next iteration, where the handler can run (run under
// G_DEBUG=fatal-warnings, GJS's critical for a callback during collection would abort).
const listed = new ToggleKit.Group({selection_mode: Gtk.SelectionMode.MULTIPLE});
const listEvents = [];
listed.connect('items-changed', (model, position, removed, added) =>
    listEvents.push(`${position} ${removed} ${added} ${model.get_n_items()}`));
(() => {
    const box = new Gtk.Box();
    const member = new ToggleKit.CheckButton({label: 'Collected'});
    listed.add(member);
    box.append(member);
    box.remove(member);
})();
System.gc();
listEvents.push('collected');
spin(() => listEvents.length === 3);
check('a group lists its members, and one collected is told after the collection',
    listed instanceof Gio.ListModel && listEvents.join() === '0 0 1 1,collected,0 1 0 0');

// GtkBuilder finds the types by name.
const builder = Gtk.Builder.new_from_string(
    '<interface><object class="ToggleKitSwitch" id="wifi"><property name="label">Wi-Fi</property>' +
    '<property name="active">True</property></object></interface>', -1);
check('a .ui file names ToggleKitSwitch', builder.get_object('wifi') instanceof ToggleKit.Switch &&
    builder.get_object('wifi').active);

// B17-B19: an async commit answered later from the main loop.
const sync = new ToggleKit.Switch({label: 'Sync', commit_policy: ToggleKit.CommitPolicy.OPTIMISTIC});
let byUser = 0;
sync.connect('toggled-by-user', () => byUser++);
sync.connect('commit', (button, commit) => {
    GLib.timeout_add(GLib.PRIORITY_DEFAULT, 30, () => {
        commit.succeed();
        return GLib.SOURCE_REMOVE;
    });
    return true;
});
sync.activate();
check('an optimistic change shows at once and is pending', sync.active && sync.pending);
check('the answer commits it', spin(() => !sync.pending) && sync.active && byUser === 1);

const failing = new ToggleKit.CheckButton({label: 'Backup', commit_policy: ToggleKit.CommitPolicy.CONFIRMED});
let message = null;
failing.connect('commit', (button, commit) => {
    GLib.idle_add(GLib.PRIORITY_DEFAULT, () => {
        // As GIO reported it: commit-failed gets this error back.
        commit.fail_with_error(new GLib.Error(Gio.IOErrorEnum, Gio.IOErrorEnum.NO_SPACE, 'disk full'));
        return GLib.SOURCE_REMOVE;
    });
    return true;
});
let failError = null;
failing.connect('commit-failed', (button, reason, error) => {
    message = error.message;
    failError = error;
});
failing.activate();
check('a failed commit rolls back with the message', spin(() => message !== null) &&
    message === 'disk full' && !failing.active);
check('commit-failed carries the app\'s GError, domain and code',
    failError !== null && failError.matches(Gio.IOErrorEnum, Gio.IOErrorEnum.NO_SPACE));

// L8: a store's selection kept (as in a GSettings `as` key) and put back in one change.
const store = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE);
store.insert_all(['wifi', 'bluetooth', 'location', 'nfc'], ToggleKit.ToggleState.OFF);
store.set_value('location', ToggleKit.ToggleState.ON);
store.set_value('wifi', ToggleKit.ToggleState.ON);
const kept = store.get_selection();
check('the selection is the items on, in insertion order',
    JSON.stringify(kept) === JSON.stringify(['wifi', 'location']));
store.set_all(ToggleKit.ToggleState.OFF);
store.set_value('nfc', ToggleKit.ToggleState.ON);
const told = [];
store.connect('item-changed', (self, item, value, byUser) => told.push([item, value, byUser]));
// Asked in another order than the store's: the selection read back is in the store's.
const [whole, leftOut] = store.restore(['location', 'wifi', 'gone', 'wifi']);
check('restore gives back what it left out: unknown items and repeats',
    !whole && JSON.stringify(leftOut) === JSON.stringify(['gone', 'wifi']));
check('restore puts the kept selection back, every other item off',
    JSON.stringify(store.get_selection()) === JSON.stringify(['wifi', 'location']) && store.n_on === 2);
check('each moved item is told once, from code, those turned off first',
    JSON.stringify(told.map(([item]) => item)) === JSON.stringify(['nfc', 'location', 'wifi']) &&
    told.every(([, , byUser]) => !byUser));
const [cleared, noneLeft] = store.restore(null);
check('restoring nothing clears the store', cleared && noneLeft.length === 0 && store.n_on === 0);

// L1, T7: rows written as GtkBuilderListItemFactory templates bind their toggle's `item` to
// the list item's ToggleKitItem and need no code.
const storeRow = `<interface><template class="GtkListItem"><property name="child">
  <object class="ToggleKitCheckButton">
    <binding name="item"><lookup name="item">GtkListItem</lookup></binding>
    <binding name="label"><lookup name="title" type="ToggleKitItem">
      <lookup name="item">GtkListItem</lookup></lookup></binding>
  </object></property></template></interface>`;
const treeRow = `<interface><template class="GtkListItem"><property name="child">
  <object class="GtkTreeExpander" id="expander">
    <binding name="list-row"><lookup name="item">GtkListItem</lookup></binding>
    <property name="child"><object class="ToggleKitCheckButton">
      <binding name="item"><lookup name="item">expander</lookup></binding>
      <binding name="label"><lookup name="title" type="ToggleKitItem">
        <lookup name="item">expander</lookup></lookup></binding>
    </object></property></object></property></template></interface>`;
function rowsOf(widget, found = []) {
    for (let child = widget.get_first_child(); child; child = child.get_next_sibling()) {
        if (child instanceof ToggleKit.Button)
            found.push(child);
        else
            rowsOf(child, found);
    }
    return found;
}
function showList(model, template) {
    const factory = Gtk.BuilderListItemFactory.new_from_bytes(null, new GLib.Bytes(template));
    const view = new Gtk.ListView({model: new Gtk.NoSelection({model}), factory});
    const window = new Gtk.Window({child: new Gtk.ScrolledWindow({child: view, min_content_height: 200})});
    window.present();
    return [view, window];
}
const names = Gtk.StringList.new(['tea', 'coffee', 'water']);
const drinks = ToggleKit.Store.new(Gtk.SelectionMode.MULTIPLE);
drinks.follow_model(names, 'string');
const [drinkList, drinkWindow] = showList(drinks.map_model(names, 'string', null), storeRow);
check('a store row template shows each item, titled',
    spin(() => rowsOf(drinkList).map(row => row.label).join() === 'tea,coffee,water'));
rowsOf(drinkList)[1].activate();
check('a click on a template row changes its item', drinks.get_value('coffee') === ToggleKit.ToggleState.ON);
drinkWindow.destroy();
const folders = ToggleKit.Tree.new();
folders.load_children(null, ['/h']);
folders.set_title_func(node => node.split('/').pop());
const listing = {'/h': ['/h/Music', '/h/Docs']};
const folderModel = folders.create_model(node => listing[node] ?? null);
const [folderList, folderWindow] = showList(folderModel, treeRow);
folderModel.get_row(0).set_expanded(true);
check('a tree row template shows each node, titled by the title function',
    spin(() => rowsOf(folderList).map(row => row.label).join() === 'h,Music,Docs'));
rowsOf(folderList)[0].activate();
check('a click on a template row checks its subtree', folders.get_value('/h/Docs') === ToggleKit.ToggleState.ON);
folderWindow.destroy();

print(`${failures === 0 ? 'all passed' : `${failures} failed`}`);
System.exit(failures === 0 ? 0 : 1);
