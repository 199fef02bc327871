#!/usr/bin/env python3
"""Loads reports/index.html in headless Chromium, as a person's browser would, through the DevTools protocol:
fails on any console message of level error or warning, any uncaught exception, or any failed load; takes
screenshots at a phone's and a wide screen's width; and checks that the page's headings and the headline
numbers are in the DOM, each number read from the report JSON beside the page and formatted as the reports
format it (%.4g, %.3g).

Usage: scripts/check-index.py [REPORTS_DIR] [SCREENSHOT_DIR]   (default: reports, /tmp)
Needs: chromium (Debian's), websocket-client (PyPI).
"""
import base64, json, os, shutil, socket, subprocess, sys, tempfile, time, urllib.request
import websocket

reports = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "reports")
shots = sys.argv[2] if len(sys.argv) > 2 else "/tmp"
page = os.path.join(reports, "index.html")
assert os.path.isfile(page), f"no {page}: run wave-bench first"

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]

port = free_port()
profile = tempfile.mkdtemp(prefix="wave-bench-chromium-")
browser = shutil.which("chromium") or shutil.which("chromium-browser")
assert browser, "chromium is not installed (scripts/ensure-deps.sh installs it)"
proc = subprocess.Popen(
    [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
     f"--remote-debugging-port={port}", f"--user-data-dir={profile}", "about:blank"],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    # A cold start takes about 9 s on two busy cores: wait up to a minute, and stop at once if chromium exits.
    deadline = time.monotonic() + 60
    while True:
        try:
            targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
            target = next(t for t in targets if t["type"] == "page")
            break
        except Exception:
            if proc.poll() is not None:
                raise SystemExit(f"check-index: chromium exited with status {proc.returncode} before it served a page")
            if time.monotonic() > deadline:
                raise SystemExit("check-index: chromium did not serve a page within 60 s")
            time.sleep(0.1)
    ws = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=30)
    ids = iter(range(1, 10**6))
    events = []

    def call(method, **params):
        mid = next(ids)
        ws.send(json.dumps({"id": mid, "method": method, "params": params}))
        while True:
            message = json.loads(ws.recv())
            if message.get("id") == mid:
                if "error" in message:
                    raise SystemExit(f"check-index: {method}: {message['error']}")
                return message.get("result", {})
            events.append(message)

    def wait_for(method, seconds=30):
        deadline = time.time() + seconds
        while time.time() < deadline:
            for e in events:
                if e.get("method") == method:
                    return
            events.append(json.loads(ws.recv()))
        raise SystemExit(f"check-index: no {method} within {seconds} s")

    for domain in ("Page", "Runtime", "Log", "Network"):
        call(f"{domain}.enable")
    problems = []
    shots_taken = []
    for name, width in (("phone", 390), ("wide", 1440)):
        events.clear()
        call("Emulation.setDeviceMetricsOverride", width=width, height=900, deviceScaleFactor=1, mobile=width < 600)
        call("Page.navigate", url="file://" + page)
        wait_for("Page.loadEventFired")
        time.sleep(0.5)
        call("Runtime.evaluate", expression="1")  # drains pending events
        for e in events:
            m, p = e.get("method"), e.get("params", {})
            if m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "warning", "assert"):
                problems.append(f"console {p['type']}: {p.get('args')}")
            elif m == "Runtime.exceptionThrown":
                problems.append(f"exception: {p.get('exceptionDetails', {}).get('text')}")
            elif m == "Log.entryAdded" and p.get("entry", {}).get("level") in ("error", "warning"):
                problems.append(f"log {p['entry']['level']}: {p['entry'].get('text')} {p['entry'].get('url', '')}")
            elif m == "Network.loadingFailed":
                problems.append(f"failed load: {p.get('errorText')}")
        overflow = call("Runtime.evaluate", returnByValue=True,
                        expression="document.documentElement.scrollWidth - window.innerWidth")["result"]["value"]
        if overflow > 1:
            problems.append(f"{name}: the page is {overflow} px wider than a {width} px screen")
        shot = call("Page.captureScreenshot", format="png", captureBeyondViewport=False)
        path = os.path.join(shots, f"index-{name}.png")
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        shots_taken.append(path)

    def text(selector):
        value = call("Runtime.evaluate", returnByValue=True,
                     expression=f"(document.querySelector({json.dumps(selector)}) || {{}}).textContent || null")
        return value["result"].get("value")

    headings = call("Runtime.evaluate", returnByValue=True,
                    expression="[...document.querySelectorAll('h1,h2')].map(h => h.textContent)")["result"]["value"]
    for expected in ("WaveBench: the truth about your springs", "What a Wave user must know"):
        if expected not in headings:
            problems.append(f"heading missing: {expected}")
    for topic in ("accuracy", "formulas", "stability", "settling", "validation"):
        if text(f"section#{topic} h2") is None:
            problems.append(f"no section heading for {topic}")
        if text(f"section#{topic} a[href='{topic}.json']") is None:
            problems.append(f"no link to {topic}.json")
    selectable = call("Runtime.evaluate", returnByValue=True,
                      expression="getComputedStyle(document.querySelector('#summary li')).userSelect")["result"]["value"]
    if selectable == "none":
        problems.append("the findings are not selectable")

    # The headline numbers, from the JSON.
    load = lambda name: json.load(open(os.path.join(reports, name)))
    stability, accuracy = load("stability.json"), load("accuracy.json")
    settling, formulas = load("settling.json"), load("formulas.json")
    bound = next(r["criticalFps"] for r in stability["rows"] if r["spring"] == "0.8/0.2")
    engine = [r for r in accuracy["rows"] if r["integrator"] == "euler"]
    focus = next(r for r in engine if r["spring"] == "0.8/0.2" and r["schedule"] == "60hz")
    snap = max(r["snapPer1000"] for r in engine if r["status"] == "ok" and r["snapPer1000"] is not None)
    late = sum(1 for c in settling["cells"] if c["runs"][0]["residualAtFormula"] > settling["band"])
    equal = formulas["initAgreement"]
    diverging = sum(1 for r in equal if r["equal"] and (r["statusFromStiffness"] == "ok") != (r["statusFromResponse"] == "ok"))
    expectations = {
        "#headline-stability-1": [f"{bound:.4g} Hz"],
        "#headline-accuracy-1": [f"{focus['maxError'] * 100:.2g} %", f"{focus['maxError'] * 1000:.3g} pt"],
        "#headline-accuracy-2": [f"{snap:.3g} pt per 1000 pt"],
        "#headline-settling-1": [f"{late} of {len(settling['cells'])} grid springs"],
        "#headline-formulas-1": [f"{diverging} of {len(equal)} pairs"],
    }
    for selector, needles in expectations.items():
        content = text(selector)
        if content is None:
            problems.append(f"{selector} missing")
            continue
        for needle in needles:
            if needle not in content:
                problems.append(f"{selector} lacks '{needle}' (from the JSON): {content[:160]}")
    if problems:
        print("check-index: FAILED\n  " + "\n  ".join(problems), file=sys.stderr)
        sys.exit(1)
    print(f"check-index: index.html loads in headless Chromium with no console errors; headings and "
          f"{sum(len(v) for v in expectations.values())} headline numbers match the JSON; screenshots: {', '.join(shots_taken)}")
finally:
    proc.terminate()
    try:
        proc.wait(5)
    except subprocess.TimeoutExpired:
        proc.kill()
    shutil.rmtree(profile, ignore_errors=True)
