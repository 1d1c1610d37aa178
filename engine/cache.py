"""Each lesson's report computed once per process, and kept on disk until its code changes.

A report's key hashes what can change it: the source of every engine module the lesson
imports (followed through the import statements), the data files that live beside those
modules, the revision, and the versions of Python and numpy. Editing one GA part recomputes
only the lessons that import it. ENGINE_CACHE=off turns the disk cache off (CI's figure
check); ENGINE_CACHE_DIR moves it (default: .cache/engine beside engine/, never in docs/).
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import sys
import time
from functools import lru_cache
from pathlib import Path

from . import cache_files, lessons
from .table import Report, report_from_data, report_to_data

# When this process imported the engine's code (the package imports this module first; serve imports it
# anew after an edit). A module file stamped later may not be the code that ran: a report it keys is not
# kept on disk (`ran_as_keyed`).
LOADED_AT = time.time_ns()

ENGINE_DIR = Path(__file__).resolve().parent
FORMAT = 3  # bump when the cached data's shape changes (3: each file sealed, cache_files.py)
_reports: dict[str, Report] = {}
computed: list[tuple[str, str]] = []  # every (lesson, at) this process computed: the benchmark counts them


def disk_cache_dir() -> Path | None:
    if os.environ.get("ENGINE_CACHE", "on").lower() in ("off", "0", "no", "false"):
        return None
    return Path(os.environ.get("ENGINE_CACHE_DIR") or ENGINE_DIR.parent / ".cache" / "engine")


def lesson_report(lesson: str, at: str = "pin") -> Report:
    """The lesson's report at `at`, from memory, from disk, or computed."""
    lessons.check_revision(at, lesson)
    key = report_key(lesson, at)
    if key in _reports:
        return _reports[key]
    report = _from_disk(key) or _compute(lesson, at, key)
    if not report.failed:  # a question that raised is asked again next time
        _reports[key] = report
    return report


def report_key(lesson: str, at: str) -> str:
    if lesson not in lessons.LESSONS:
        lessons.lesson_module(lesson)  # raises UnknownName
    return source_key(lessons.LESSONS[lesson], extra=f"{lesson}@{at}")


def key_record(lesson: str, at: str) -> dict:
    """The report's key with the files it hashed and their stamps, for another process to check and take."""
    watched, stamped, key = _keys[((lessons.LESSONS[lesson],), f"{lesson}@{at}")]
    return {"lesson": lesson, "at": at, "key": key, "files": list(watched), "stamps": list(stamped)}


def trust_key(lesson: str, at: str, record: dict) -> bool:
    """Take the key another process computed (a worker's) if every file it hashed is as that process saw it.

    The key's files are parsed and hashed once, by the worker that computes the report, not again
    by the build that waits for it: that build only looks at their times and sizes.
    """
    if (record.get("lesson"), record.get("at")) != (lesson, at) or lesson not in lessons.LESSONS:
        return False  # another task's answer: never take its key for this one
    watched = tuple(record["files"])
    seen = stamps_of(record["stamps"])
    if stamps(watched) != seen:
        return False
    _keys[((lessons.LESSONS[lesson],), f"{lesson}@{at}")] = (watched, seen, record["key"])
    return True


def source_key(*modules: str, extra: str = "") -> str:
    """A hash of the modules' sources and data, their engine imports', and the environment."""
    known = _keys.get((modules, extra))
    if known and stamps(known[0]) == known[1]:  # no file it hashed, nor any data folder, has changed
        return known[2]
    watched, seen, sources = sources_digest(modules)
    key = hashlib.sha256(f"{FORMAT}|{extra}|{environment()}|{sources}".encode()).hexdigest()[:32]
    _keys[(modules, extra)] = (watched, seen, key)
    return key


_keys: dict[tuple, tuple[tuple[str, ...], tuple, str]] = {}  # (modules, extra): (files and folders, their stamps, key)


def sources_digest(modules: tuple[str, ...]) -> tuple[tuple[str, ...], tuple, str]:
    """The files and folders the modules' behaviour depends on, their stamps, and a hash of the files.

    Made once for all the extras asked with the same modules (a lesson's two revisions; lesson 3's
    index names each of its eleven partitions' blocks by a key of the same code), and kept in memory
    and on disk: while none of the files and folders has changed, a process takes the hash from there
    (the stamps of some 100-300 paths) instead of walking the imports and hashing the files again,
    which took a cached report most of its time.
    """
    known = _sources.get((ENGINE_DIR, modules)) or recorded_sources(modules)
    if known and stamps(known[0]) == known[1]:
        _sources[(ENGINE_DIR, modules)] = known
        return known
    files = dependency_files(modules)
    folders = {folder for parent in {os.path.dirname(path) for path in files} for folder in data_tree(parent)[0]}
    watched = tuple(sorted(files | folders))
    seen = stamps(watched)  # before the files are read: an edit made while they are hashed shows next time
    digest, engine = hashlib.sha256(), len(str(ENGINE_DIR)) + 1
    for path in sorted(files):
        digest.update(path[engine:].encode())  # the file's path in the engine
        digest.update(file_digest(path))
    _sources[(ENGINE_DIR, modules)] = (watched, seen, digest.hexdigest())
    record_sources(modules)
    return _sources[(ENGINE_DIR, modules)]


_sources: dict[tuple[Path, tuple[str, ...]], tuple[tuple[str, ...], tuple, str]] = {}


def record_name(modules: tuple[str, ...]) -> str:
    """The disk cache's file for the record of the modules' sources: one per engine folder and modules."""
    named = hashlib.sha256(f"{ENGINE_DIR}|{'|'.join(modules)}".encode()).hexdigest()[:24]
    return f"sources-{named}.json"


def recorded_sources(modules: tuple[str, ...]) -> tuple[tuple[str, ...], tuple, str] | None:
    """What another process left on disk for the modules: taken only if its stamps still hold (`sources_digest`)."""
    folder = disk_cache_dir()
    data = cache_files.read(folder / record_name(modules)) if folder else None
    if data is None:
        return None
    try:
        record = json.loads(data)
        if [record["format"], record["engine"], record["modules"]] != [FORMAT, str(ENGINE_DIR), list(modules)]:
            return None  # another checkout's
        return tuple(record["files"]), stamps_of(record["stamps"]), record["sources"]
    except (ValueError, KeyError, TypeError):
        return None  # sealed, but of another shape


def record_sources(modules: tuple[str, ...]) -> None:
    folder = disk_cache_dir()
    if folder is None:
        return
    watched, seen, sources = _sources[(ENGINE_DIR, modules)]
    record = {"format": FORMAT, "engine": str(ENGINE_DIR), "modules": list(modules), "sources": sources,
              "files": list(watched), "stamps": list(seen)}
    cache_files.write(folder / record_name(modules), json.dumps(record).encode("utf-8"))


def file_digest(path: str) -> bytes:
    """The hash of a file's bytes, read once per version of the file: the lessons' keys share most files."""
    info = os.stat(path)
    stamp = (path, info.st_mtime_ns, info.st_size)
    if stamp not in _file_digests:
        with open(path, "rb") as file:
            _file_digests[stamp] = hashlib.sha256(file.read()).digest()
    return _file_digests[stamp]


_file_digests: dict[tuple[str, int, int], bytes] = {}


def stamps(paths: tuple[str, ...]) -> tuple:
    """Each path's modification time and size, or None where it is gone: what a change of any shows in."""
    found = []
    for path in paths:
        try:
            info = os.stat(path)
            found.append((info.st_mtime_ns, info.st_size))
        except OSError:
            found.append(None)
    return tuple(found)


def stamps_of(listed: list) -> tuple:
    """Stamps as JSON gives them back (lists) in the shape `stamps` makes."""
    return tuple(tuple(s) if s is not None else None for s in listed)


def data_folders(folder: Path) -> list[Path]:
    """The module folder and its `data/` tree's folders: a file added to one changes its time."""
    return [Path(f) for f in data_tree(str(folder))[0]]


def data_tree(folder: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The module folder with its `data/` tree's folders, and the tree's files.

    Listed once per process while none of those folders changes (a file or folder added or removed
    changes its folder's time): the lessons' keys list the same dozen trees, each many times.
    """
    known = _data_trees.get(folder)
    if known and stamps(known[0]) == known[1]:
        return known[0], known[2]
    folders, files = [folder], []
    for top, _folders, names in os.walk(os.path.join(folder, "data")):
        folders.append(top)
        if "__pycache__" not in top.split(os.sep):
            files += [os.path.join(top, name) for name in names]
    _data_trees[folder] = (tuple(folders), stamps(folders), tuple(files))
    return tuple(folders), tuple(files)


_data_trees: dict[str, tuple[tuple[str, ...], tuple, tuple[str, ...]]] = {}


@lru_cache(maxsize=None)
def environment() -> str:
    return f"python {sys.version.split()[0]} numpy {numpy_version()}"


def numpy_version() -> str:
    """The version of the numpy Python would import, read from its `version.py`, not imported: a cached
    report needs no numpy (and importlib.metadata took 30 ms to import, a third of a cached report's time)."""
    if "numpy" in sys.modules:
        return sys.modules["numpy"].__version__
    spec = importlib.util.find_spec("numpy")
    if spec is None or not spec.submodule_search_locations:  # pragma: no cover - numpy is a dependency
        return "none"
    source = Path(spec.submodule_search_locations[0], "version.py").read_text(encoding="utf-8")
    found = re.search(r"""^version(?:[ \t]*:[ \t]*str)?[ \t]*=[ \t]*["']([^"']+)["']""", source, re.MULTILINE)
    if found is None:  # pragma: no cover - a numpy that writes its version otherwise
        from importlib import metadata
        return metadata.version("numpy")
    return found.group(1)


def dependencies(modules: tuple[str, ...]) -> set[Path]:
    """Source files of the modules and of every engine module they import, with their data."""
    return {Path(path) for path in dependency_files(modules)}


def dependency_files(modules: tuple[str, ...]) -> set[str]:
    """`dependencies` as strings: a cold build makes some forty keys, and pathlib took most of their time."""
    seen: set[str] = set()
    todo = [module_file(m) for m in modules]
    while todo:
        path = todo.pop()
        if path is None or path in seen:
            continue
        seen.add(path)
        todo += imported_files(path)
    _save_imports()
    return seen | {data for folder in {os.path.dirname(path) for path in seen} for data in data_tree(folder)[1]}


def imported_files(path: str) -> tuple[str, ...]:
    """The engine files a file imports, resolved once per version of the file in a process."""
    info = os.stat(path)
    stamp, known = (info.st_mtime_ns, info.st_size), _imported_files.get(path)
    if known is None or known[0] != stamp:
        known = _imported_files[path] = (stamp, tuple(f for f in map(module_file, imports_of(Path(path))) if f))
    return known[1]


_imported_files: dict[str, tuple[tuple[int, int], tuple[str, ...]]] = {}


# An import statement, wherever it stands (in a function, a branch, a handler): `from X import names`
# (the names in parentheses may span lines) or `import names`. Read by a pattern, not by parsing:
# the engine's 120 files took 0.18 s to parse, which each worker paid in a cold build, and 0.01 s
# to scan. A line inside a string that looks like an import counts too: a key then covers a file
# more than it needs, never less.
IMPORT = re.compile(r"^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]*(\([^)]*\)|[^\n]*)|import[ \t]+([^\n]*))",
                    re.MULTILINE)


@lru_cache(maxsize=None)
def _parse(path: Path, mtime: float) -> tuple[str, ...]:
    # a continued line is one line; statements after a semicolon, lines of their own
    source = path.read_text(encoding="utf-8").replace("\\\n", " ").replace(";", "\n")
    package = module_name(path).rsplit(".", 1)[0] if path.name != "__init__.py" else module_name(path)
    names: list[str] = []
    for module, imported, plain in IMPORT.findall(source):
        if plain:
            names += imported_names(plain)
        else:
            base = _resolve(package, module.lstrip(".") or None, len(module) - len(module.lstrip(".")))
            names += [base] + [f"{base}.{name}" for name in imported_names(imported)]
    # a package's __init__ runs when any of its modules is imported
    parts = module_name(path).split(".")
    names += [".".join(parts[:i]) for i in range(1, len(parts))]
    return tuple(n for n in names if n == "engine" or n.startswith("engine."))


def imported_names(listed: str) -> list[str]:
    """The names of `a.b as c, d` or `(a,  # why\n b)`: each one's first word."""
    listed = re.sub(r"#[^\n]*", "", listed).strip("() \t\n")
    return [words[0] for part in listed.split(",") if (words := part.split())]


def imports_of(path: Path) -> tuple[str, ...]:
    """The engine modules a file imports, parsed once per version of the file (kept on disk)."""
    stat, memo = path.stat(), _imports()
    key, stamp = str(path.relative_to(ENGINE_DIR)), [stat.st_mtime_ns, stat.st_size]
    if memo.get(key, [None])[0] != stamp:
        memo[key] = [stamp, list(_parse(path, stat.st_mtime))]
        _imports_changed.append(key)
    return tuple(memo[key][1])


_imports_memo: dict[str, list] = {}
_imports_changed: list[str] = []


def _imports() -> dict[str, list]:
    """Each file's imports by its mtime and size, read from the disk cache once per process."""
    folder = disk_cache_dir()
    data = cache_files.read(folder / "imports.json") if not _imports_memo and folder else None
    if data is not None:
        _imports_memo.update(json.loads(data))
    return _imports_memo


def _save_imports() -> None:
    folder = disk_cache_dir()
    if folder and _imports_changed:
        cache_files.write(folder / "imports.json", json.dumps(_imports_memo).encode("utf-8"))
        _imports_changed.clear()


def _resolve(package: str, module: str | None, level: int) -> str:
    if level == 0:
        return module or ""
    base = package.split(".")[: len(package.split(".")) - (level - 1)]
    return ".".join(base + ([module] if module else []))


def module_name(path: Path) -> str:
    rel = path.relative_to(ENGINE_DIR.parent).with_suffix("")
    parts = list(rel.parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def module_path(name: str) -> Path | None:
    """The file of an engine module, or None for a name that is no module (a class imported from one).

    Kept for the process: a file added to the engine changes the plugin's fingerprint of it, and
    the plugin then imports the engine, this module included, anew.
    """
    found = module_file(name)
    return Path(found) if found else None


def module_file(name: str) -> str | None:
    """`module_path` as a string, kept for the process: a cold key asks some 700 names, most of them no module."""
    key = (ENGINE_DIR, name)
    if key not in _module_files:
        base = os.path.join(ENGINE_DIR.parent, *name.split("."))
        _module_files[key] = next((c for c in (base + ".py", os.path.join(base, "__init__.py")) if os.path.isfile(c)), None)
    return _module_files[key]


_module_files: dict[tuple[Path, str], str | None] = {}


def data_files(folder: Path) -> list[Path]:
    """Data beside a module: every file in its folder's `data/` tree."""
    return [Path(f) for f in data_tree(str(folder))[1]]


def source_files(*modules: str) -> set[Path]:
    """The files the modules' behaviour depends on: their sources, their engine imports', and their data."""
    return dependencies(modules)


def available(lesson: str, at: str) -> bool:
    """Whether the lesson's report at `at`, for the engine's code as it is, is in memory or on disk."""
    key, folder = report_key(lesson, at), disk_cache_dir()
    return key in _reports or bool(folder and (folder / f"report-{key}.json").is_file())


def compute_into(folder: Path, lesson: str, at: str) -> dict:
    """Compute the lesson's report and leave it in `folder` under its key, as the cache does; the key's record.

    A report with a failed question is not left: the asker computes it again and reports the failure itself.
    """
    key = report_key(lesson, at)
    record = key_record(lesson, at)  # the files as they were hashed for the key the report is written under
    report = lessons.run_lesson(lesson, at)
    if not report.failed and ran_as_keyed(key):
        _write(folder, key, report)
    return record


def adopt(folder: Path, lesson: str, at: str) -> bool:
    """Take into memory the report another process computed into `folder`; False if it is not there."""
    key = report_key(lesson, at)
    report = _read(folder, key)
    if report is None:
        return False
    _reports[key] = report
    computed.append((lesson, at))
    return True


def _from_disk(key: str) -> Report | None:
    folder = disk_cache_dir()
    return _read(folder, key) if folder else None


def _read(folder: Path, key: str) -> Report | None:
    data = cache_files.read(folder / f"report-{key}.json")
    if data is None:
        return None  # not there, or not as it was written: compute again
    try:
        return report_from_data(json.loads(data))
    except (ValueError, KeyError, TypeError):
        return None  # sealed, but of another shape


def _compute(lesson: str, at: str, key: str) -> Report:
    report = lessons.run_lesson(lesson, at)
    computed.append((lesson, at))
    folder = disk_cache_dir()
    if folder and not report.failed and ran_as_keyed(key):
        _write(folder, key, report)
    return report


def ran_as_keyed(key: str) -> bool:
    """Whether the code that computed under `key` is the code the key hashed: no module file of it changed after
    this process imported the engine. An edit saved while a build runs would otherwise leave a report of the
    old code on disk under the new code's key, shown until the next edit (the report is still used once)."""
    watched = next((w for w, _, k in _keys.values() if k == key), None)
    modules = tuple(path for path in watched or () if path.endswith(".py"))
    edited = [path for path, stamp in zip(modules, stamps(modules)) if stamp is None or stamp[0] > LOADED_AT]
    if edited:
        import logging

        logging.getLogger(cache_files.LOGGER).info(f"{edited[0]} changed while the engine ran: its report is not kept")
    return watched is not None and not edited


def _write(folder: Path, key: str, report: Report) -> None:
    cache_files.write(folder / f"report-{key}.json", json.dumps(report_to_data(report), ensure_ascii=False).encode("utf-8"))


def forget() -> None:
    """Drop the reports kept in memory (the disk cache stays)."""
    _reports.clear()


if __name__ == "__main__":  # pragma: no cover
    print(source_key(*sys.argv[1:]))
