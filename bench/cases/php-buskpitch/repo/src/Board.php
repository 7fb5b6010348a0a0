<?php

declare(strict_types=1);

namespace Buskpitch;

/** The day's rota as posted at the scheme's office and online. */
final class Board
{
    /** @return list<string> */
    public static function lines(Rota $rota, string $day): array
    {
        $lines = ["Busking rota for $day"];
        $pitch = null;
        foreach ($rota->forDay($day) as $booking) {
            if ($booking->pitch->id !== $pitch) {
                $pitch = $booking->pitch->id;
                $lines[] = "{$booking->pitch->id} {$booking->pitch->name}";
            }
            $lines[] = sprintf(
                '  %s-%s %s (%s)',
                self::hour($booking->start),
                self::hour($booking->end()),
                $booking->act->name,
                $booking->act->type,
            );
        }
        if (count($lines) === 1) {
            $lines[] = '  no bookings';
        }

        return $lines;
    }

    private static function hour(int $hour): string
    {
        return sprintf('%02d:00', $hour);
    }
}
