<?php

declare(strict_types=1);

namespace Juggling;

final class InvalidPattern extends \InvalidArgumentException
{
}
