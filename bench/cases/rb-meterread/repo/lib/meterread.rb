require "meterread/serial"
require "meterread/reading"
require "meterread/usage"
