"""Benchmarks, run by hand (`./course bench`), never by CI: times on this machine, in one run."""
