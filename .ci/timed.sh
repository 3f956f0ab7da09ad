# Sourced by the .ci scripts: `timed NAME CMD...` runs CMD and prints how long it took, so every CI
# log says where its minutes went (CI must stay under 45 minutes on a 2-core machine).
timed() {
  local name=$1 t0
  shift
  t0=$(date +%s)
  "$@"
  echo "::: $name took $(( $(date +%s) - t0 ))s"
}
