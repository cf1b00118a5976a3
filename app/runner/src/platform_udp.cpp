// SPDX-License-Identifier: GPL-3.0-or-later
// UDP output of the motion platform's commands (see platform_udp.h).
#include "botlab/runner/platform_udp.h"
#include "tr.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostInfo>
#include <QMutexLocker>
#include <QTimer>
#include <QUdpSocket>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>

namespace botlab::runner {

namespace {

void putDouble(char* p, double v) {
    std::uint64_t bits;
    std::memcpy(&bits, &v, 8);
    qToLittleEndian<quint64>(bits, p);
}

double getDouble(const char* p) {
    const std::uint64_t bits = qFromLittleEndian<quint64>(p);
    double v;
    std::memcpy(&v, &bits, 8);
    return v;
}

}  // namespace

QByteArray encodePlatformPacket(const PlatformPacket& p) {
    QByteArray out(kPlatformPacketBytes, '\0');
    char* b = out.data();
    std::memcpy(b, "BLPF", 4);
    qToLittleEndian<quint16>(1, b + 4);
    qToLittleEndian<quint16>(static_cast<quint16>(p.command.clamp & 0xffffu), b + 6);
    qToLittleEndian<quint32>(p.sequence, b + 8);
    const double v[7] = {p.time_s,
                         p.command.pose.heave_m,
                         p.command.pose.roll_rad,
                         p.command.pose.pitch_rad,
                         p.command.lengths[0],
                         p.command.lengths[1],
                         p.command.lengths[2]};
    for (int i = 0; i < 7; ++i) putDouble(b + 12 + 8 * i, v[i]);
    return out;
}

Result<PlatformPacket> decodePlatformPacket(const QByteArray& data) {
    if (data.size() != kPlatformPacketBytes)
        return Error{"platform packet: " + std::to_string(data.size()) + " bytes, expected " +
                     std::to_string(kPlatformPacketBytes)};
    const char* b = data.constData();
    if (std::memcmp(b, "BLPF", 4) != 0) return Error{"platform packet: magic is not BLPF"};
    if (qFromLittleEndian<quint16>(b + 4) != 1) return Error{"platform packet: version is not 1"};
    PlatformPacket p;
    p.command.clamp = qFromLittleEndian<quint16>(b + 6);
    p.sequence = qFromLittleEndian<quint32>(b + 8);
    p.time_s = getDouble(b + 12);
    p.command.pose.heave_m = getDouble(b + 20);
    p.command.pose.roll_rad = getDouble(b + 28);
    p.command.pose.pitch_rad = getDouble(b + 36);
    for (int i = 0; i < 3; ++i)
        p.command.lengths[static_cast<std::size_t>(i)] = getDouble(b + 44 + 8 * i);
    return p;
}

Result<UdpTarget> parseUdpTarget(const QString& text) {
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const uint port = colon > 0 ? text.mid(colon + 1).toUInt(&ok) : 0;
    if (colon <= 0 || !ok || port < 1 || port > 65535)
        return Error{Tr::tr("'%1' is not HOST:PORT (for example "
                            "127.0.0.1:4210; the port is 1 to 65535)")
                         .arg(text)
                         .toStdString()};
    return UdpTarget{text.left(colon), static_cast<quint16>(port)};
}

PlatformUdpSender::PlatformUdpSender(QObject* parent) : QObject(parent) {
    latest_.command = sim::MotionCueing().neutral();  // until the first setLatest(): at rest
    socket_ = new QUdpSocket(this);
    timer_ = new QTimer(this);
    timer_->setTimerType(Qt::PreciseTimer);
    connect(timer_, &QTimer::timeout, this, &PlatformUdpSender::sendDue);
    setClock({});
}

void PlatformUdpSender::setClock(Clock clock) {
    if (!clock) {
        auto timer = std::make_shared<QElapsedTimer>();
        timer->start();
        clock = [timer] { return timer->nsecsElapsed(); };
    }
    clock_ = std::move(clock);
}

PlatformUdpSender::~PlatformUdpSender() = default;

Status PlatformUdpSender::start(const UdpTarget& target, double rate_hz) {
    stop();
    QHostAddress address;
    if (!address.setAddress(target.host)) {
        const QHostInfo info = QHostInfo::fromName(target.host);
        if (info.error() != QHostInfo::NoError || info.addresses().isEmpty())
            return Error{Tr::tr("cannot find host '%1'").arg(target.host).toStdString()};
        address = info.addresses().constFirst();
    }
    address_ = address;
    port_ = target.port;
    {
        QMutexLocker lock(&mutex_);
        sequence_ = 0;
    }
    rate_hz_ = std::isfinite(rate_hz) ? std::clamp(rate_hz, 1.0, 1000.0) : 50.0;
    // The timer wakes twice per period; each wake sends the datagrams that are due by the wall
    // clock, so a late timer (a busy machine) does not lower the average rate.
    start_ns_ = clock_();
    timer_->start(std::max(1, static_cast<int>(500.0 / rate_hz_)));
    sendDue();
    return {};
}

void PlatformUdpSender::stop() {
    timer_->stop();
}

bool PlatformUdpSender::isSending() const {
    return timer_->isActive();
}

void PlatformUdpSender::setLatest(double time_s, const sim::PlatformCommand& command) {
    QMutexLocker lock(&mutex_);
    latest_.time_s = time_s;
    latest_.command = command;
}

std::uint32_t PlatformUdpSender::sent() const {
    QMutexLocker lock(&mutex_);
    return sequence_;
}

void PlatformUdpSender::sendDue() {
    if (!timer_->isActive()) return;
    const auto due =
        static_cast<std::uint32_t>(std::floor(double(clock_() - start_ns_) * rate_hz_ / 1e9)) + 1;
    // At most 4 at once: after a long stall the backlog is dropped, not sent in a burst.
    for (int burst = 0; burst < 4; ++burst) {
        QByteArray data;
        {
            QMutexLocker lock(&mutex_);
            if (sequence_ >= due) return;
            latest_.sequence = sequence_++;
            data = encodePlatformPacket(latest_);
        }
        socket_->writeDatagram(data, address_, port_);
    }
    QMutexLocker lock(&mutex_);
    sequence_ = std::max(sequence_, due);  // drop the rest of the backlog
}

}  // namespace botlab::runner
