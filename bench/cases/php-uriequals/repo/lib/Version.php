<?php

declare(strict_types=1);

namespace Sabre\Uri;

/**
 * This class contains the version number for this package.
 *
 * @copyright Copyright (C) fruux GmbH (https://fruux.com/)
 * @author Evert Pot (http://evertpot.com/)
 * @license http://sabre.io/license/
 */
class Version
{
    /**
     * Full version number.
     */
    public const VERSION = '3.0.2';
}
