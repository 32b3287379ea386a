/* The library's C side: its types are registered as it loads, so a GtkBuilder file (or
 * g_type_from_name) finds them in any language with no g_type_ensure in the app. The list
 * of types is toggle_kit_init ()'s, kept in one place. */
#if defined(__linux__)
#include "togglekit.h"

__attribute__((constructor)) static void
toggle_kit_library_register_types (void)
{
  toggle_kit_init ();
}
#endif /* __linux__: GTK and the C library are Linux-only; elsewhere this target is empty. */
