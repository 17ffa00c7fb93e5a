#!/usr/bin/env bash
echo "1 touch 1 began 10 150"
echo "1.1 touch 1 ended 10 150"
sleep 1.5
echo "return { touchesBegan = function(self" > counter.lua
echo "2 reload"
echo "2.1 touch 2 began 10 150"
echo "2.2 touch 2 ended 10 150"
sleep 1.5
echo "return 42" > counter.lua
echo "3 reload"
echo "3.1 touch 3 began 10 150"
echo "3.2 touch 3 ended 10 150"
sleep 1.5
printf 'return { touchesBegan = function(self) self.n = (self.n or 0) + 1 print("fixed " .. self.n) end }\n' > counter.lua
echo "4 reload"
echo "4.1 touch 4 began 10 150"
echo "4.2 touch 4 ended 10 150"
echo "9 touch 99 began 10 10"
echo "9.01 touch 99 ended 10 10"
sleep 1.5
