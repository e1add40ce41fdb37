complete --keep-order --exclusive --command talent --arguments "(TALENT_COMPLETE=fish talent -- (commandline --current-process --tokenize --cut-at-cursor) (commandline --current-token))"
