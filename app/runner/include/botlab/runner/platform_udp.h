// SPDX-License-Identifier: GPL-3.0-or-later
// UDP output of the motion platform's commands (docs/formats/platform-udp.md): one 68-byte
// little-endian datagram per period with the time, the seat pose (heave, roll, pitch) and the
// three cylinder lengths d1, d2, d3 of formula 10, so that a lab's platform controller can follow
// the cockpit.
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QMutex>
#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>

#include "botlab/core/result.h"
#include "botlab/sim/motion_platform.h"

class QTimer;
class QUdpSocket;

namespace botlab::runner {

/// One datagram's content.
struct PlatformPacket {
    std::uint32_t sequence = 0;  ///< 0, 1, 2, ... since the sender was opened.
    double time_s = 0.0;         ///< Simulated time of the command.
    sim::PlatformCommand command;
};

/// Size of a datagram in bytes.
constexpr int kPlatformPacketBytes = 68;

/// The datagram of `p` (magic "BLPF", version 1, clamp flags, sequence, then seven doubles).
QByteArray encodePlatformPacket(const PlatformPacket& p);
/// Reads a datagram; an Error for a wrong size, magic or version.
Result<PlatformPacket> decodePlatformPacket(const QByteArray& data);

/// Where to send: "HOST:PORT" (an IPv4 address or name, port 1..65535); an Error says what is
/// wrong.
struct UdpTarget {
    QString host;
    quint16 port = 0;
};
Result<UdpTarget> parseUdpTarget(const QString& text);

/// Sends the latest platform command at a fixed rate from the thread it lives on (a QTimer).
/// setLatest() may be called from any thread.
class PlatformUdpSender : public QObject {
    Q_OBJECT
public:
    explicit PlatformUdpSender(QObject* parent = nullptr);
    ~PlatformUdpSender() override;
    /// Starts sending to `target` at `rate_hz` (1 .. 1000), paced by the wall clock (datagram n
    /// leaves at n / rate_hz s after the start; a stall longer than 4 periods skips sequence
    /// numbers). An Error when the host cannot be resolved. Call on the sender's thread.
    Status start(const UdpTarget& target, double rate_hz);
    /// Stops sending. Call on the sender's thread.
    void stop();
    bool isSending() const;
    void setLatest(double time_s, const sim::PlatformCommand& command);
    /// Datagrams sent since start().
    std::uint32_t sent() const;

    /// A monotonic clock in nanoseconds (any origin).
    using Clock = std::function<qint64()>;
    /// The clock that paces the datagrams (default: the machine's steady clock; tests step their
    /// own). Takes effect at the next start(). Call on the sender's thread.
    void setClock(Clock clock);
    /// Sends the datagrams due by the clock now (at most 4 at once; a longer backlog is skipped).
    /// The sender's timer calls it twice per period; tests that step the clock call it too.
    void sendDue();

private:
    QUdpSocket* socket_ = nullptr;
    QTimer* timer_ = nullptr;
    QHostAddress address_;
    quint16 port_ = 0;
    double rate_hz_ = 50.0;
    Clock clock_;
    qint64 start_ns_ = 0;
    mutable QMutex mutex_;
    PlatformPacket latest_;
    std::uint32_t sequence_ = 0;
};

}  // namespace botlab::runner
