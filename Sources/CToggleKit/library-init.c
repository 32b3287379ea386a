/* The library's C side: its types are registered as it loads, so a GtkBuilder file (or
 * g_type_from_name) finds them in any language with no g_type_ensure in the app. */
#if defined(__linux__)
#include "togglekit.h"

__attribute__((constructor)) static void
toggle_kit_library_register_types (void)
{
  g_type_ensure (TOGGLE_KIT_TYPE_TOGGLE_BUTTON);
  g_type_ensure (TOGGLE_KIT_TYPE_CHECK_BUTTON);
  g_type_ensure (TOGGLE_KIT_TYPE_RADIO_BUTTON);
  g_type_ensure (TOGGLE_KIT_TYPE_SWITCH);
  g_type_ensure (TOGGLE_KIT_TYPE_GROUP);
  g_type_ensure (TOGGLE_KIT_TYPE_COMMIT);
  g_type_ensure (TOGGLE_KIT_TYPE_STORE);
  g_type_ensure (TOGGLE_KIT_TYPE_TREE);
}
#endif /* __linux__: GTK and the C library are Linux-only; elsewhere this target is empty. */
