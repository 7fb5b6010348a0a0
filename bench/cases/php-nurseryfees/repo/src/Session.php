<?php

declare(strict_types=1);

namespace Nursery;

/**
 * The sessions a child can be booked into.
 */
enum Session: string
{
    case Full = 'full';
    case Morning = 'morning';
    case Afternoon = 'afternoon';

    public function hours(): float
    {
        return match ($this) {
            self::Full => 10.0,      // 08:00 to 18:00
            self::Morning => 5.0,    // 08:00 to 13:00
            self::Afternoon => 5.0,  // 13:00 to 18:00
        };
    }

    public function label(): string
    {
        return match ($this) {
            self::Full => 'Full day',
            self::Morning => 'Morning',
            self::Afternoon => 'Afternoon',
        };
    }
}
