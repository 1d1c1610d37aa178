"""Whether `mkdocs serve` can take its address, asked before it starts (`./course serve` runs this first).

    python tools/serve_address.py [mkdocs serve's arguments]

mkdocs builds the whole site before it binds its address, so an address in use (another
`./course serve`, say) would fail only then, after the build, with a traceback. This binds it as
the server will (SO_REUSEADDR, as Python's HTTP server sets it) and lets go: exit 0 when it is
free, else exit 1 with one line that says which address and how to name another. The address is
`-a`/`--dev-addr` among the arguments, else mkdocs.yml's `dev_addr`, else mkdocs' 127.0.0.1:8000.
Anything that is not an address is left to mkdocs to report.
"""
from __future__ import annotations

import re
import socket
import sys
from pathlib import Path

DEFAULT = "127.0.0.1:8000"
CONFIGURED = re.compile(r"""^dev_addr:\s*['"]?([^'"\s#]+)""", re.M)


def address(args: list[str], config: Path = Path("mkdocs.yml")) -> str:
    """The address mkdocs serve will take, from its arguments or its configuration."""
    found = CONFIGURED.findall(config.read_text(encoding="utf-8")) if config.exists() else []
    chosen = found[0] if found else DEFAULT
    for i, arg in enumerate(args):
        if arg in ("-a", "--dev-addr") and i + 1 < len(args):
            chosen = args[i + 1]
        elif arg.startswith("--dev-addr="):
            chosen = arg.split("=", 1)[1]
        elif arg.startswith("-a") and len(arg) > 2 and not arg.startswith("--"):
            chosen = arg[2:]
    return chosen


def unavailable(chosen: str) -> str | None:
    """Why the server could not bind `chosen`, or None (also when it is no address: mkdocs reports that)."""
    host, _, port = chosen.rpartition(":")
    try:
        number = int(port)
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((host.strip("[]"), number))
    except (ValueError, OverflowError, socket.gaierror):
        return None
    except OSError as error:
        return (f"course: cannot serve on {chosen}: {error.strerror} (another ./course serve?); "
                f"name another address: ./course serve -a {host or '127.0.0.1'}:{number + 1}")
    return None


if __name__ == "__main__":
    why = unavailable(address(sys.argv[1:]))
    if why:
        sys.exit(why)
