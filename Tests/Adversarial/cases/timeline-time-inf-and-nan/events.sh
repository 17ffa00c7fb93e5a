#!/usr/bin/env bash
# Malformed lines through standard input: each is reported and skipped, the run goes on.
echo '1e309 touch 1 began 10 10'
echo 'nan touch 1 ended 10 10'
echo '-inf tick'
echo '2 tick extra'
echo '9.00 touch 99 began 10 10'
echo '9.01 touch 99 ended 10 10'
