/* The library's C side: its types are registered as it loads, so a GtkBuilder file (or
 * g_type_from_name) finds them in any language with no g_type_ensure in the app. The list
 * of types is toggle_kit_init ()'s, kept in one place. */
#if defined(__linux__)
#include <libintl.h>
#include "togglekit.h"

/* The install's locale folder, which the build gives (Package.swift, from meson's localedir
 * or make install's PREFIX/share/locale); the fallback only keeps a plain compile working. */
#ifndef TOGGLEKIT_LOCALEDIR
#define TOGGLEKIT_LOCALEDIR "/usr/local/share/locale"
#endif

__attribute__((constructor)) static void
toggle_kit_library_register_types (void)
{
  /* The library's phrases are looked up with dgettext in their own domain, so the app's
   * textdomain () stays the app's. Bound here, as the library loads, which is when
   * toggle_kit_init () first runs and before any phrase can be spoken. The folder is the one
   * the build was configured for: a relocated install does not follow it (the built-in
   * table then speaks), and an app that wants another folder binds the domain itself after
   * the library has loaded (in Python and GJS, after the import). */
  bindtextdomain ("togglekit-gtk-1", TOGGLEKIT_LOCALEDIR);
  bind_textdomain_codeset ("togglekit-gtk-1", "UTF-8");
  toggle_kit_init ();
}
#endif /* __linux__: GTK and the C library are Linux-only; elsewhere this target is empty. */
