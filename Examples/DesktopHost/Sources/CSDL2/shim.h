#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL.h>

/* Macros Swift cannot import. */
static inline Uint32 csdl_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }
static inline Uint32 csdl_window_pos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
#endif
