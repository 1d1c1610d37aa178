"""A checkout with no `../shared` beside it: the tests that compare with it skip, none fails.

CI runs the whole suite in such a clone (`.ci/run`); this is the quick check of the tests that
name `shared`, in a copy of the checkout's tests and pages in a folder of their own.
"""
import re
import shutil
import subprocess
import sys

from fault_site import ROOT

SHARED = re.compile(r"""["']shared["']|\.\./shared""")


def test_the_tests_that_read_the_shared_folder_skip_without_it(tmp_path):
    "Assert every test file that reads ../shared passes or skips, with a reason, in a checkout that has none beside it."
    checkout = tmp_path / "alone" / "checkout"
    for folder in ("tests", "docs"):
        shutil.copytree(ROOT / folder, checkout / folder, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", checkout)
    readers = sorted(str(p.relative_to(checkout)) for p in (checkout / "tests").rglob("*.py")
                     if p.parent.name != "faults" and SHARED.search(p.read_text(encoding="utf-8")))
    assert "tests/test_golden.py" in readers  # the golden files' comparison with the reference they copy
    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rs", *readers], cwd=checkout,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:]
    assert re.search(r"SKIPPED \[\d+\] tests/test_golden\.py:\d+: no \.\./shared beside the checkout", run.stdout)
    assert not (checkout.parent.parent / "shared").exists()
