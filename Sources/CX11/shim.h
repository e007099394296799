// SDL's window-manager info (the X11 display and window behind an SDL window) and Xlib.
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xatom.h>
