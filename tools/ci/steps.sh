#!/usr/bin/env bash
# Runs make targets one after another, each timed: "== <target>: <s> s" after it, and one line per target in
# $CI_TIMES when set (.ci/run prints them as a table at the end). Stops at the first failing target.
# Usage: tools/ci/steps.sh <target> ...   (make test runs its checks through this)
set -uo pipefail
cd "$(dirname "$0")/../.."
for target in "$@"; do
	start=$(date +%s)
	echo "== $target"
	make --no-print-directory "$target"
	status=$?
	seconds=$(($(date +%s) - start))
	echo "== $target: $seconds s"
	[ -z "${CI_TIMES:-}" ] || printf '%s\t%s\t%s\n' "$target" "$seconds" "$([ $status = 0 ] && echo ok || echo FEHLER)" >>"$CI_TIMES"
	[ $status = 0 ] || exit $status
done
