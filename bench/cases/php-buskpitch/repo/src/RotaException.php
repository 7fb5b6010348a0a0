<?php

declare(strict_types=1);

namespace Buskpitch;

final class RotaException extends \RuntimeException
{
}
