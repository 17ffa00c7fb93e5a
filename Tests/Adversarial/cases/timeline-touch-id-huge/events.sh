#!/usr/bin/env bash
# Malformed lines through standard input: each is reported and skipped, the run goes on.
echo '1 touch 99999999999999999999 began 10 10'
echo '1.1 touch -99999999999999999999 ended 10 10'
echo '1.2 touch 1e300 began 10 10'
echo '1.3 touch nan began 10 10'
echo '9.00 touch 99 began 10 10'
echo '9.01 touch 99 ended 10 10'
