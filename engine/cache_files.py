"""The disk cache's files, each sealed with the sha256 of its content, so that nothing edited on disk is used.

A report or an array in `.cache/engine` is taken as computed: a figure edited there would be
published. So each file starts with a seal, the line `sha256 HEX` of the rest, written in the
same step as the rest, as our data files carry theirs in their header. A file whose content no
longer matches its seal (edited by hand, written by another tool, torn) is not used: its reader
computes it again and says so on the logger `engine.cache` (the plugin shows it in mkdocs' log,
`python -m engine` on stderr).
"""
from __future__ import annotations

import hashlib
import os
import threading
from pathlib import Path

SEAL = b"sha256 "
LOGGER = "engine.cache"  # logging is imported when there is something to say: a cached report need not import it


def write(path: Path, data: bytes) -> None:
    """Write `data` under its seal, in one step: a reader never sees half of it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    temporary.write_bytes(sealed(data))
    temporary.replace(path)


def read(path: Path) -> bytes | None:
    """The content of a sealed file; None if there is none, or if it fails its seal (said in the log)."""
    try:
        blob = path.read_bytes()
    except FileNotFoundError:
        return None
    data = opened(blob)
    if data is None:
        import logging

        logging.getLogger(LOGGER).info(f"{shown(path)} fails its seal (edited or damaged on disk): computed again")
    return data


def sealed(data: bytes) -> bytes:
    """`data` under the line that seals it.

    >>> sealed(b"{}")[:19], sealed(b"{}")[-3:]
    (b'sha256 44136fa355b3', b'\\n{}')
    """
    return SEAL + hashlib.sha256(data).hexdigest().encode() + b"\n" + data


def opened(blob: bytes) -> bytes | None:
    """What a sealed file holds, or None if it is not what its seal says.

    >>> opened(sealed(b"[1, 2]")), opened(sealed(b"[1, 2]").replace(b"2]", b"3]")), opened(b"[1, 2]")
    (b'[1, 2]', None, None)
    """
    head, newline, data = blob.partition(b"\n")
    return data if newline and head == SEAL + hashlib.sha256(data).hexdigest().encode() else None


def shown(path: Path) -> str:
    """The path as the project names it (`.cache/engine/report-….json`), else as it is."""
    project = Path(__file__).resolve().parents[1]
    resolved = path.resolve()
    return resolved.relative_to(project).as_posix() if resolved.is_relative_to(project) else str(path)
