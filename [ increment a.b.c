# tca-shell 0.1.0: replay with `tca-shell --clock test < "[ increment a.b.c"`
