#!/usr/bin/python3
"""A backup chooser in Python: the folders under FOLDER as a tree of checkboxes, each folder
read with g_file_enumerate_children_async the first time its row is shown, and the user's
choice ("back up these, except those") kept in STATE across restarts.

Run it after `make install`:

    python3 Examples/Python/backup-chooser.py [FOLDER] [STATE]

FOLDER defaults to your home folder; STATE to backup-selection.json in your config folder.
TOGGLEKIT_EXAMPLE_READ_DELAY_MS delays each read, to watch a folder's row show it is busy.
It prints "ready", "read: NAME (N)" as each listing comes and "selection: ..." as it saves,
which the end-to-end test reads.

Nodes are URIs (g_file_get_uri): a path is in the file system's encoding, which need not be
UTF-8, and ToggleKit takes only UTF-8 identifiers. A restored selection names folders that
are not read yet; the tree keeps those entries until their folders arrive, so the saved
choice never loses an exclusion.
"""
import json
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ToggleKit", "1")
from gi.repository import Gio, GLib, Gtk, ToggleKit  # noqa: E402

ATTRIBUTES = "standard::name,standard::display-name,standard::type"
# A link to a folder above would make the tree endless: links are listed, never followed.
FLAGS = Gio.FileQueryInfoFlags.NOFOLLOW_SYMLINKS
BATCH = 200


def say(text):
    print(text, flush=True)


class BackupChooser:
    def __init__(self, folder, state):
        self.root = Gio.File.new_for_path(folder)
        self.root_uri = self.root.get_uri()
        self.state = state
        self.delay = int(os.environ.get("TOGGLEKIT_EXAMPLE_READ_DELAY_MS", "0"))
        self.titles = {self.root_uri: GLib.filename_display_basename(folder)}
        self.folders = {self.root_uri}
        self.save_pending = False
        # Cancelled as the app quits: no read outlives the window.
        self.cancellable = Gio.Cancellable()

        self.tree = ToggleKit.Tree.new()
        self.tree.set_title_func(lambda uri: self.titles.get(uri))
        # Where a restored entry belongs: its folder's URI; the root is the top.
        self.tree.set_parent_func(self.parent_of)
        self.tree.load_children(None, [self.root_uri])
        # Every change is saved, the restore's own included: what is written back before the
        # folders are read must still hold the user's exclusions.
        self.tree.connect("node-changed", lambda tree, node, value, by_user: self.save_later())
        self.restore()

    def parent_of(self, uri):
        if uri == self.root_uri:
            return None
        parent = Gio.File.new_for_uri(uri).get_parent()
        return parent.get_uri() if parent is not None else None

    # Reading folders -------------------------------------------------------------------

    def children(self, uri):
        """The tree model asks once per node; a folder is read asynchronously."""
        if uri not in self.folders:
            return None  # a file: a leaf
        self.tree.begin_loading(uri)
        if self.delay:
            GLib.timeout_add(self.delay, self.read, uri)
        else:
            self.read(uri)
        return None  # its listing comes through load_children

    def read(self, uri):
        folder = Gio.File.new_for_uri(uri)
        folder.enumerate_children_async(
            ATTRIBUTES, FLAGS, GLib.PRIORITY_DEFAULT, self.cancellable, self.on_enumerated, uri)
        return GLib.SOURCE_REMOVE

    def on_enumerated(self, folder, result, uri):
        try:
            enumerator = folder.enumerate_children_finish(result)
        except GLib.Error as error:
            self.failed(uri, error)
            return
        enumerator.next_files_async(
            BATCH, GLib.PRIORITY_DEFAULT, self.cancellable, self.on_files, (uri, []))

    def on_files(self, enumerator, result, read):
        uri, listing = read
        try:
            infos = enumerator.next_files_finish(result)
        except GLib.Error as error:
            enumerator.close_async(GLib.PRIORITY_DEFAULT, None, None)
            self.failed(uri, error)  # never a partial listing: it would end restored entries
            return
        for info in infos:
            child = enumerator.get_child(info).get_uri()
            self.titles[child] = info.get_display_name()
            if info.get_file_type() == Gio.FileType.DIRECTORY:
                self.folders.add(child)
            listing.append(child)
        if infos:
            enumerator.next_files_async(
                BATCH, GLib.PRIORITY_DEFAULT, self.cancellable, self.on_files, read)
        else:
            enumerator.close_async(GLib.PRIORITY_DEFAULT, None, None)
            self.loaded(uri, listing)

    def loaded(self, uri, listing):
        # The whole listing in one call: it ends the read (an empty one leaves a leaf), and
        # restored entries under the folder that it does not bring are found gone.
        listing.sort(key=lambda child: (child not in self.folders, self.titles[child].casefold()))
        self.tree.load_children(uri, listing)
        say(f"read: {self.titles.get(uri, uri)} ({len(listing)})")

    def failed(self, uri, error):
        # The folder stays unread, so the user's choices inside it wait for a later read.
        if self.tree.contains(uri):
            self.tree.end_loading(uri)
        if not error.matches(Gio.io_error_quark(), Gio.IOErrorEnum.CANCELLED):
            say(f"unreadable: {self.titles.get(uri, uri)}: {error.message}")

    # The user's choice ----------------------------------------------------------------

    def restore(self):
        try:
            with open(self.state, encoding="utf-8") as file:
                stored = json.load(file)
        except (OSError, ValueError):
            return
        _, gone = self.tree.restore(stored.get("included", []), stored.get("excluded", []))
        for uri in gone:
            say(f"gone: {uri}")

    def save_later(self):
        # One write per main-loop turn, however many nodes a click moved.
        if not self.save_pending:
            self.save_pending = True
            GLib.idle_add(self.save)

    def save(self):
        self.save_pending = False
        included, excluded = self.tree.get_selection()
        text = json.dumps({"included": included, "excluded": excluded}, indent=2)
        os.makedirs(os.path.dirname(os.path.abspath(self.state)), exist_ok=True)
        GLib.file_set_contents(self.state, text.encode())
        say(f"selection: included={self.names(included)} excluded={self.names(excluded)}")
        return GLib.SOURCE_REMOVE

    def names(self, uris):
        # A restored entry's folder may not be read yet: its name comes from its URI.
        return ",".join(self.titles.get(uri) or Gio.File.new_for_uri(uri).get_basename()
                        for uri in uris)

    # The window ------------------------------------------------------------------------

    def build(self, app):
        model = self.tree.create_model(self.children)
        factory = self.tree.create_factory(ToggleKit.Look.CHECKBOX, "string", None)
        view = Gtk.ListView(model=Gtk.NoSelection(model=model), factory=factory)
        window = Gtk.ApplicationWindow(application=app, title="Backup chooser",
                                       default_width=420, default_height=480)
        window.set_child(Gtk.ScrolledWindow(child=view, vexpand=True))
        model.get_row(0).set_expanded(True)  # the folder chosen opens at once
        window.present()
        say("ready")

    def shutdown(self, app):
        # The last change is written before the app goes, not left to an idle that never runs.
        self.cancellable.cancel()
        if self.save_pending:
            self.save()


def main():
    GLib.set_prgname("backup-chooser")
    folder = sys.argv[1] if len(sys.argv) > 1 else GLib.get_home_dir()
    state = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        GLib.get_user_config_dir(), "togglekit-example", "backup-selection.json")
    chooser = BackupChooser(folder, state)
    app = Gtk.Application(application_id="dev.togglekit.BackupChooser",
                          flags=Gio.ApplicationFlags.NON_UNIQUE)
    app.connect("activate", chooser.build)
    app.connect("shutdown", chooser.shutdown)
    return app.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
