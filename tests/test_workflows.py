"""The GitHub Actions workflow: actionlint finds nothing, and it tests, then publishes with GitHub's Pages actions."""
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "site.yml"


def test_the_workflows_pass_actionlint():
    "Assert actionlint (installed with the test extra) reports nothing in .github/workflows."
    actionlint = Path(sys.executable).parent / "actionlint"
    run = subprocess.run([str(actionlint), "-no-color"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout + run.stderr) == (0, "")


def test_the_site_is_tested_then_published_with_the_pages_actions_on_main():
    "Assert the workflow runs ./course test before building, and deploys with GitHub's own Pages actions from main only."
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    build, deploy = workflow["jobs"]["build"], workflow["jobs"]["deploy"]
    steps = [step.get("run") or step["uses"].split("@")[0] for step in build["steps"]]
    assert steps.index("./course test") < steps.index("./course build") < steps.index("actions/upload-pages-artifact")
    assert "actions/configure-pages" in steps and deploy["steps"][-1]["uses"].startswith("actions/deploy-pages@")
    assert deploy["needs"] == "build" and "refs/heads/main" in deploy["if"]
    assert deploy["permissions"] == {"pages": "write", "id-token": "write"} and workflow["permissions"] == {"contents": "read"}


def test_ci_gates_every_lesson_on_the_course_reference_output():
    "Assert .ci/run's `fidelity --strict` names every lesson of the registry, once, in course order: all 38 references gate CI."
    from engine.lessons import LESSONS

    line = next(line for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
                if "fidelity --strict" in line)
    gated = line.split("--strict", 1)[1].split()
    assert gated == sorted(LESSONS, key=lambda name: int(name[1:]))
