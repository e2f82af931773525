protocol Server {}
