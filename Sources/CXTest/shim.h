// XTest: real X input events sent by the benchmark itself, the same request xdotool
// makes, so the time from the click to the frame has no process start-up in it.
#ifndef TOGGLEKIT_CXTEST_SHIM_H
#define TOGGLEKIT_CXTEST_SHIM_H

#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>

static inline Display *tk_x11_display(GdkDisplay *display) {
  if (!GDK_IS_X11_DISPLAY(display)) return NULL;
  return gdk_x11_display_get_xdisplay(display);
}

static inline Window tk_x11_window(GdkSurface *surface) {
  return gdk_x11_surface_get_xid(surface);
}

#endif
