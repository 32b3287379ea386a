// A backup chooser in JavaScript (GJS): the folders under FOLDER as a tree of checkboxes,
// each folder read with g_file_enumerate_children_async the first time its row is shown, and
// the user's choice ("back up these, except those") kept in STATE across restarts.
//
// Run it after `make install`:
//
//     gjs -m Examples/JavaScript/backup-chooser.js [FOLDER] [STATE]
//
// FOLDER defaults to your home folder; STATE to backup-selection.json in your config folder.
// TOGGLEKIT_EXAMPLE_READ_DELAY_MS delays each read, to watch a folder's row show it is busy.
// It prints "ready", "read: NAME (N)" as each listing comes and "selection: ..." as it saves,
// which the end-to-end test reads.
//
// Nodes are URIs (g_file_get_uri): a path is in the file system's encoding, which need not be
// UTF-8, and ToggleKit takes only UTF-8 identifiers. A restored selection names folders that
// are not read yet; the tree keeps those entries until their folders arrive, so the saved
// choice never loses an exclusion.
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import ToggleKit from 'gi://ToggleKit?version=1';
import System from 'system';

const ATTRIBUTES = 'standard::name,standard::display-name,standard::type';
// A link to a folder above would make the tree endless: links are listed, never followed.
const FLAGS = Gio.FileQueryInfoFlags.NOFOLLOW_SYMLINKS;
const BATCH = 200;

function say(text) {
    print(text);
}

class BackupChooser {
    constructor(folder, state) {
        this.root = Gio.File.new_for_path(folder);
        this.rootUri = this.root.get_uri();
        this.state = state;
        this.delay = Number(GLib.getenv('TOGGLEKIT_EXAMPLE_READ_DELAY_MS') ?? '0');
        this.titles = new Map([[this.rootUri, GLib.filename_display_basename(folder)]]);
        this.folders = new Set([this.rootUri]);
        this.savePending = false;
        // Cancelled as the app quits: no read outlives the window.
        this.cancellable = new Gio.Cancellable();

        this.tree = ToggleKit.Tree.new();
        this.tree.set_title_func(uri => this.titles.get(uri) ?? null);
        // Where a restored entry belongs: its folder's URI; the root is the top.
        this.tree.set_parent_func(uri => this.parentOf(uri));
        this.tree.load_children(null, [this.rootUri]);
        // Every change is saved, the restore's own included: what is written back before the
        // folders are read must still hold the user's exclusions.
        this.tree.connect('node-changed', () => this.saveLater());
        this.restore();
    }

    parentOf(uri) {
        if (uri === this.rootUri)
            return null;
        const parent = Gio.File.new_for_uri(uri).get_parent();
        return parent ? parent.get_uri() : null;
    }

    // Reading folders ---------------------------------------------------------------------

    // The tree model asks once per node; a folder is read asynchronously.
    children(uri) {
        if (!this.folders.has(uri))
            return null; // a file: a leaf
        this.tree.begin_loading(uri);
        if (this.delay > 0)
            GLib.timeout_add(GLib.PRIORITY_DEFAULT, this.delay, () => this.read(uri));
        else
            this.read(uri);
        return null; // its listing comes through load_children
    }

    read(uri) {
        const folder = Gio.File.new_for_uri(uri);
        folder.enumerate_children_async(ATTRIBUTES, FLAGS, GLib.PRIORITY_DEFAULT,
            this.cancellable, (source, result) => {
                let enumerator;
                try {
                    enumerator = source.enumerate_children_finish(result);
                } catch (error) {
                    this.failed(uri, error);
                    return;
                }
                this.nextFiles(enumerator, uri, []);
            });
        return GLib.SOURCE_REMOVE;
    }

    nextFiles(enumerator, uri, listing) {
        enumerator.next_files_async(BATCH, GLib.PRIORITY_DEFAULT, this.cancellable, (source, result) => {
            let infos;
            try {
                infos = source.next_files_finish(result);
            } catch (error) {
                source.close_async(GLib.PRIORITY_DEFAULT, null, null);
                this.failed(uri, error); // never a partial listing: it would end restored entries
                return;
            }
            for (const info of infos) {
                const child = source.get_child(info).get_uri();
                this.titles.set(child, info.get_display_name());
                if (info.get_file_type() === Gio.FileType.DIRECTORY)
                    this.folders.add(child);
                listing.push(child);
            }
            if (infos.length > 0) {
                this.nextFiles(source, uri, listing);
            } else {
                source.close_async(GLib.PRIORITY_DEFAULT, null, null);
                this.loaded(uri, listing);
            }
        });
    }

    failed(uri, error) {
        // The folder stays unread, so the user's choices inside it wait for a later read.
        if (this.tree.contains(uri))
            this.tree.end_loading(uri);
        if (!error.matches(Gio.IOErrorEnum, Gio.IOErrorEnum.CANCELLED))
            say(`unreadable: ${this.titles.get(uri) ?? uri}: ${error.message}`);
    }

    loaded(uri, listing) {
        // The whole listing in one call: it ends the read (an empty one leaves a leaf), and
        // restored entries under the folder that it does not bring are found gone.
        const key = child => `${this.folders.has(child) ? 0 : 1}${this.titles.get(child).toLowerCase()}`;
        listing.sort((a, b) => key(a).localeCompare(key(b)));
        this.tree.load_children(uri, listing);
        say(`read: ${this.titles.get(uri) ?? uri} (${listing.length})`);
    }

    // The user's choice -------------------------------------------------------------------

    restore() {
        let stored;
        try {
            const [, bytes] = GLib.file_get_contents(this.state);
            stored = JSON.parse(new TextDecoder().decode(bytes));
        } catch {
            return;
        }
        const [, gone] = this.tree.restore(stored.included ?? [], stored.excluded ?? []);
        for (const uri of gone)
            say(`gone: ${uri}`);
    }

    saveLater() {
        // One write per main-loop turn, however many nodes a click moved.
        if (this.savePending)
            return;
        this.savePending = true;
        GLib.idle_add(GLib.PRIORITY_DEFAULT_IDLE, () => this.save());
    }

    save() {
        this.savePending = false;
        const [included, excluded] = this.tree.get_selection();
        const text = JSON.stringify({included, excluded}, null, 2);
        GLib.mkdir_with_parents(GLib.path_get_dirname(this.state), 0o700);
        GLib.file_set_contents(this.state, text);
        // A restored entry's folder may not be read yet: its name comes from its URI.
        const names = uris => uris.map(
            uri => this.titles.get(uri) ?? Gio.File.new_for_uri(uri).get_basename()).join(',');
        say(`selection: included=${names(included)} excluded=${names(excluded)}`);
        return GLib.SOURCE_REMOVE;
    }

    // The window --------------------------------------------------------------------------

    build(app) {
        const model = this.tree.create_model(uri => this.children(uri));
        const factory = this.tree.create_factory(ToggleKit.Look.CHECKBOX, 'string', null);
        const view = new Gtk.ListView({model: new Gtk.NoSelection({model}), factory});
        const window = new Gtk.ApplicationWindow({
            application: app, title: 'Backup chooser', default_width: 420, default_height: 480,
        });
        window.set_child(new Gtk.ScrolledWindow({child: view, vexpand: true}));
        model.get_row(0).set_expanded(true); // the folder chosen opens at once
        window.present();
        say('ready');
    }

    shutdown() {
        // The last change is written before the app goes, not left to an idle that never runs.
        this.cancellable.cancel();
        if (this.savePending)
            this.save();
    }
}

GLib.set_prgname('backup-chooser');
const [folder = GLib.get_home_dir(), state = GLib.build_filenamev(
    [GLib.get_user_config_dir(), 'togglekit-example', 'backup-selection.json'])] = ARGV;
const chooser = new BackupChooser(folder, state);
const app = new Gtk.Application({
    application_id: 'dev.togglekit.BackupChooserJs', flags: Gio.ApplicationFlags.NON_UNIQUE,
});
app.connect('activate', () => chooser.build(app));
app.connect('shutdown', () => chooser.shutdown());
System.exit(app.run([System.programInvocationName]));
