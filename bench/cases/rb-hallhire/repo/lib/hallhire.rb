require 'date'
require 'hallhire/time_slot'
require 'hallhire/booking'
require 'hallhire/tariff'
require 'hallhire/calendar'
require 'hallhire/invoice'

# Bookings, charges and invoices for a village hall's rooms.
module Hallhire
end
