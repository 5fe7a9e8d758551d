# tca-shell 0.1.0: replay with `tca-shell --clock test < a.b.c`
