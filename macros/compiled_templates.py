"""The theme's templates compiled once per machine, instead of once per language in every build.

mkdocs makes a new jinja2 environment for each build, and static-i18n builds each language on
its own: every build compiled Material's thirty-odd templates three times over, about half a second of
a small site's build. Jinja's bytecode cache keeps the compiled code on disk, checked against the
template's source, so an edited template is compiled again. Each file is sealed, as the engine's
cache files are (engine/cache_files.py): a file edited or damaged on disk is compiled again, and
the log says so. TEMPLATE_CACHE=off turns it off; TEMPLATE_CACHE_DIR moves it (default:
.cache/templates beside macros/, as the engine's cache).
"""
from __future__ import annotations

import hashlib
import io
import os
from pathlib import Path

import jinja2
from jinja2.bccache import Bucket
from mkdocs.plugins import get_plugin_logger

log = get_plugin_logger("macros")
MACROS_DIR = Path(__file__).resolve().parent
SEAL = b"sha256 "
FORMAT = 2  # of the files (2: sealed): files of another format are never asked for
# What jinja2 reads when it compiles: two environments that differ in any of these keep apart.
COMPILING = ("block_start_string", "block_end_string", "variable_start_string", "variable_end_string",
             "comment_start_string", "comment_end_string", "line_statement_prefix", "line_comment_prefix",
             "trim_blocks", "lstrip_blocks", "newline_sequence", "keep_trailing_newline", "optimized",
             "is_async", "autoescape", "finalize", "newstyle_gettext")


def folder() -> Path | None:
    if os.environ.get("TEMPLATE_CACHE", "on").lower() in ("off", "0", "no", "false"):
        return None
    return Path(os.environ.get("TEMPLATE_CACHE_DIR") or MACROS_DIR.parent / ".cache" / "templates")


class TemplateCache(jinja2.FileSystemBytecodeCache):
    """Jinja's cache on disk, its keys told apart by the settings of the environment that compiled them."""

    def __init__(self, directory: Path, settings: str):
        directory.mkdir(parents=True, exist_ok=True)
        super().__init__(str(directory))
        self.settings = settings

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        return hashlib.sha1(f"{FORMAT}|{self.settings}|{super().get_cache_key(name, filename)}".encode()).hexdigest()

    def load_bytecode(self, bucket: Bucket) -> None:
        """The template's compiled code, if its file is as it was written."""
        path = Path(self._get_cache_filename(bucket))
        try:
            head, _, code = path.read_bytes().partition(b"\n")
        except OSError:
            return
        if head != SEAL + hashlib.sha256(code).hexdigest().encode():
            log.info(f"{path} fails its seal (edited or damaged on disk): compiled again")
            return
        bucket.load_bytecode(io.BytesIO(code))

    def dump_bytecode(self, bucket: Bucket) -> None:
        """Write the template's compiled code under its seal, in one step."""
        code = io.BytesIO()
        bucket.write_bytecode(code)
        path = Path(self._get_cache_filename(bucket))
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        temporary.write_bytes(SEAL + hashlib.sha256(code.getvalue()).hexdigest().encode() + b"\n" + code.getvalue())
        temporary.replace(path)


def settings(env: jinja2.Environment) -> str:
    """The environment's settings that shape compiled code: its extensions and its syntax.

    >>> settings(jinja2.Environment()) == settings(jinja2.Environment())
    True
    >>> settings(jinja2.Environment()) == settings(jinja2.Environment(extensions=["jinja2.ext.loopcontrols"]))
    False
    >>> settings(jinja2.Environment()) == settings(jinja2.Environment(trim_blocks=True))
    False
    """
    said = [",".join(sorted(env.extensions))]
    for name in COMPILING:
        value = getattr(env, name, None)
        said.append(f"{name}={getattr(value, '__qualname__', None) or repr(value)}")
    return ";".join(said)


def use(env: jinja2.Environment) -> jinja2.Environment:
    """`env`, keeping what it compiles on disk (unless TEMPLATE_CACHE=off); to be called once its extensions are in."""
    where = folder()
    if where is not None:
        env.bytecode_cache = TemplateCache(where, settings(env))
    return env
