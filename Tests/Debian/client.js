// A GJS client of the installed Debian packages (debian/tests/control, autopkgtest).
import Gtk from 'gi://Gtk?version=4.0';
import ToggleKit from 'gi://ToggleKit?version=1';

Gtk.init();
ToggleKit.init();
const group = ToggleKit.Group.new(Gtk.SelectionMode.BROWSE);
const radios = ['Left', 'Center', 'Right'].map(label => {
    const radio = new ToggleKit.RadioButton({label});
    group.add(radio);
    return radio;
});
radios[1].activate();
if (!radios[1].get_active() || radios[0].get_active() || group.n_members !== 3)
    throw new Error('the group did not keep one on');
print(`ok: GJS ${ToggleKit.get_major_version()}.${ToggleKit.get_minor_version()}`);
