// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-mesh-import: parses one mesh file from outside (a custom part's mesh) for Botlab, in a
// process of its own, so that a file that crashes or hangs libassimp costs only this process.
// Not meant to be run by hand; botlab and botlab-run start it (parts_library/src/mesh.cpp).
//
//   botlab-mesh-import MESH_FILE
//
// Exit status 0: the checked mesh is on stdout (parts_library/src/mesh_assimp.h, encodeMesh);
// otherwise an ImportStatus with one line on stderr. The process limits itself (no core file,
// 2 GiB of address space, 30 s of CPU). For tests only, the environment variable
// BOTLAB_MESH_IMPORT_TEST_FAULT makes it fail on purpose: "abort" (a crash), "hang" (a timeout),
// "garbage" (a malformed result).
#include <QByteArray>
#include <QString>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "mesh_assimp.h"

#ifdef __unix__
#include <sys/resource.h>
#include <unistd.h>
#endif

#if defined(__SANITIZE_ADDRESS__)
#define BOTLAB_MESH_IMPORT_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BOTLAB_MESH_IMPORT_ASAN 1
#endif
#endif

namespace {

using botlab::parts_library::detail::ImportStatus;

int status(ImportStatus s) {
    return static_cast<int>(s);
}

#ifdef __unix__
void limitSelf() {
    rlimit none{0, 0};
    setrlimit(RLIMIT_CORE, &none);
    rlimit cpu{30, 31};
    setrlimit(RLIMIT_CPU, &cpu);
#ifndef BOTLAB_MESH_IMPORT_ASAN  // ASan reserves terabytes of address space for its shadow
    rlimit as{};
    if (getrlimit(RLIMIT_AS, &as) == 0) {
        const rlim_t cap = rlim_t(2) << 30;
        if (as.rlim_cur == RLIM_INFINITY || as.rlim_cur > cap) {
            as.rlim_cur = cap;
            setrlimit(RLIMIT_AS, &as);
        }
    }
#endif
}

bool writeAll(int fd, const QByteArray& bytes) {
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        done += n;
    }
    return true;
}
#endif

}  // namespace

int main(int argc, char** argv) {
#ifdef __unix__
    limitSelf();
    // The result goes to the original stdout; anything a library prints goes to stderr.
    const int out_fd = ::dup(STDOUT_FILENO);
    ::dup2(STDERR_FILENO, STDOUT_FILENO);
#endif
    if (argc != 2) {
        std::fprintf(stderr, "usage: botlab-mesh-import MESH_FILE\n");
        return status(ImportStatus::Usage);
    }
    if (const char* fault = std::getenv("BOTLAB_MESH_IMPORT_TEST_FAULT")) {
        if (std::strcmp(fault, "abort") == 0) std::abort();
        if (std::strcmp(fault, "hang") == 0)
            for (;;) ::pause();
        if (std::strcmp(fault, "garbage") == 0) {
            botlab::parts_library::TriangleMesh m;
            m.positions = {0, 0, 0, 1, 0, 0, 0, 1, 0};
            m.normals = {0, 0, 1, 0, 0, 1, 0, 0, 1};
            m.indices = {0, 1, 7};  // an index out of range
            writeAll(out_fd, botlab::parts_library::detail::encodeMesh(m, {}));
            return status(ImportStatus::Ok);
        }
    }
    const auto outcome =
        botlab::parts_library::detail::parseRestricted(QString::fromLocal8Bit(argv[1]));
    if (outcome.status != ImportStatus::Ok) {
        std::fprintf(stderr, "%s\n", outcome.detail.c_str());
        return status(outcome.status);
    }
    if (botlab::parts_library::detail::checkMeshArrays(outcome.mesh)) {
        std::fprintf(stderr, "inconsistent mesh arrays\n");
        return status(ImportStatus::Unreadable);
    }
#ifdef __unix__
    if (!writeAll(out_fd,
                  botlab::parts_library::detail::encodeMesh(outcome.mesh, outcome.files_read)))
        return status(ImportStatus::Usage);
#endif
    return status(ImportStatus::Ok);
}
