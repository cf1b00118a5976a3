// SPDX-License-Identifier: GPL-3.0-or-later
#include "ode_support.h"

#include <cstdarg>
#include <cstdio>
#include <mutex>

#include <ode/ode.h>

namespace botlab::sim::detail {
namespace {

std::string format(const char* prefix, int errnum, const char* msg, va_list ap) {
    char buf[512];
    std::vsnprintf(buf, sizeof buf, msg ? msg : "", ap);
    return std::string(prefix) + " " + std::to_string(errnum) + ": " + buf;
}

// ODE calls abort() when these handlers return, so they throw instead. ODE is C++ built with
// unwind tables, so the exception unwinds through its frames to our catch in Simulation.
[[noreturn]] void onOdeError(int errnum, const char* msg, va_list ap) {
    throw OdeFailure(format("ODE error", errnum, msg, ap));
}

[[noreturn]] void onOdeDebug(int errnum, const char* msg, va_list ap) {
    throw OdeFailure(format("ODE internal check failed", errnum, msg, ap));
}

// Messages are warnings (e.g. an LCP that did not converge); the step goes on.
void onOdeMessage(int, const char*, va_list) {}

}  // namespace

void ensureOde() {
    static std::once_flag once;
    std::call_once(once, [] {
        dInitODE2(0);
        dSetErrorHandler(onOdeError);
        dSetDebugHandler(onOdeDebug);
        dSetMessageHandler(onOdeMessage);
    });
    thread_local bool allocated = false;
    if (!allocated) {
        dAllocateODEDataForThread(dAllocateMaskAll);
        allocated = true;
    }
}

}  // namespace botlab::sim::detail
