package com.goalguessr.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
