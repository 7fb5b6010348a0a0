<?php

declare(strict_types=1);

namespace Haulage;

/**
 * Maps postcode areas to the network's charging zones:
 * 1 central belt and northern England, 2 rest of mainland Scotland and the
 * borders, 3 Highlands, 4 islands.
 */
final class ZoneMap
{
    /** @var array<string, int> */
    private const AREAS = [
        'G' => 1, 'ML' => 1, 'EH' => 1, 'FK' => 1, 'KA' => 1, 'KY' => 1,
        'NE' => 1, 'CA' => 1, 'M' => 1, 'L' => 1, 'LS' => 1,
        'AB' => 2, 'DD' => 2, 'PH' => 2, 'DG' => 2, 'TD' => 2,
        'IV' => 3, 'KW' => 3, 'PA' => 3,
        'HS' => 4, 'ZE' => 4,
    ];

    public function zoneFor(Postcode $postcode): int
    {
        $area = $postcode->area();
        if (!isset(self::AREAS[$area])) {
            throw new \DomainException("We do not deliver to postcode area $area");
        }

        return self::AREAS[$area];
    }

    public function serves(Postcode $postcode): bool
    {
        return isset(self::AREAS[$postcode->area()]);
    }
}
