<?php

declare(strict_types=1);

namespace Brick\Math\Exception;

/**
 * Base class for all math exceptions.
 */
class MathException extends \Exception
{
}
