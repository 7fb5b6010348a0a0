# Greenstripe Lawn Care: lawns, treatment programmes, crew rounds and invoices.
require "lawncare/lawn"
require "lawncare/treatment"
require "lawncare/pricing"
require "lawncare/programme"
require "lawncare/materials"
require "lawncare/rounds"
require "lawncare/invoice"
