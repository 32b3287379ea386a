// The older GJS import style (imports.gi with a version), which GNOME Shell extensions
// before GNOME 45 and many apps still use.
imports.gi.versions.Gtk = '4.0';
imports.gi.versions.ToggleKit = '1';
const {Gtk, ToggleKit} = imports.gi;

Gtk.init();
const button = ToggleKit.ToggleButton.new_with_label('Legacy');
button.activate();
if (!button.active || button.label !== 'Legacy') {
    print('FAILED: legacy imports');
    imports.system.exit(1);
}
print('ok: legacy imports.gi with a version');
