<?php

declare(strict_types=1);

namespace Eddyline\Slalom;

/**
 * How a run ended. Only a finished run has a score.
 */
enum RunStatus: string
{
    case Ok = 'OK';
    case Dns = 'DNS';
    case Dnf = 'DNF';
}
