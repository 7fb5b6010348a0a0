<?php

declare(strict_types=1);

namespace Sweep;

enum Appliance: string
{
    case OpenFire = 'open fire';
    case WoodBurner = 'wood burner';
    case RangeCooker = 'range cooker';
}
