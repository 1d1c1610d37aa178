"""`python -m bench.serve_like CONFIG [EDIT] REPEAT`: one `mkdocs serve`-like session, its times as JSON.

Run in a process of its own, so that the site and the static floor never share plugin state,
and so that the two can be measured in turns.
"""
import json
import logging
import sys
import tempfile
from pathlib import Path

from .site_time import serve_like_rebuilds, time_the_plugin


def main() -> None:
    config, edit, repeat = sys.argv[1], sys.argv[2], int(sys.argv[3])
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    time_the_plugin()
    with tempfile.TemporaryDirectory() as out:
        first, rebuild, computed_first, computed_rebuilds, in_plugin = serve_like_rebuilds(
            Path(config), Path(out), Path(edit) if edit != "-" else None, repeat)
    print(json.dumps({"first": first, "rebuild": rebuild, "computed_first": computed_first,
                      "computed_rebuilds": computed_rebuilds, "in_plugin": in_plugin}))


if __name__ == "__main__":
    main()
